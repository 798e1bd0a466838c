import { Clapperboard } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The brand mark plus the site title from the settings; the link's name is the site title. */
export function SiteLogo({ title, onNavigate }: { title: string; onNavigate?: () => void }) {
  return (
    <Link to={paths.home} onClick={onNavigate} className="group flex min-w-0 items-center gap-2.5 rounded-lg">
      <span
        aria-hidden="true"
        className="grid size-9 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-amber-400 to-amber-600 text-slate-950 shadow-lg shadow-amber-500/20 transition group-hover:scale-105"
      >
        <Clapperboard className="size-5" strokeWidth={2.25} />
      </span>
      <span className="truncate text-lg font-bold tracking-tight text-white">{title}</span>
    </Link>
  );
}
