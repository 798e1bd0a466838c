import { Link } from 'react-router-dom';
import { BrandMark } from '@/components/BrandMark';
import { paths } from '@/config/paths';

/** The brand mark plus the site title from the settings; the link's name is the site title. */
export function SiteLogo({ title, onNavigate }: { title: string; onNavigate?: () => void }) {
  return (
    <Link to={paths.home} onClick={onNavigate} className="group flex min-w-0 items-center gap-2.5 rounded-lg">
      <BrandMark
        className="size-9 shrink-0 rounded-xl shadow-lg shadow-amber-500/20 transition group-hover:scale-105"
        iconClassName="size-5"
      />
      <span className="truncate text-lg font-bold tracking-tight text-white">{title}</span>
    </Link>
  );
}
