import { ArrowRight, Clapperboard, Film, House, Search, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { paths } from '@/config/paths';
import { PAGE_ROUTES } from '@contracts';

const { title, missing } = PAGE_ROUTES.notFound;
const ICONS: Record<string, LucideIcon> = { [paths.home]: House, [paths.movies]: Film, [paths.search]: Search };
/** The page table's links (the server's summary of /404 has the same), the first one the main way on. */
const LINKS = missing.links.map(([to, label], i) => ({ label, to, Icon: ICONS[to] ?? ArrowRight, primary: i === 0 }));

/** /404: where missing CMS pages land (SPEC §8); the server answers this path with status 404. */
export default function NotFoundRoute() {
  usePageMeta(title);
  return (
    <section className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden px-4 py-24 sm:px-6">
      <div aria-hidden="true" className="not-found-glow absolute inset-0 -z-10" />
      <div className="mx-auto max-w-2xl text-center">
        <div
          aria-hidden="true"
          className="flex items-center justify-center gap-4 font-display text-8xl font-bold text-white/10 sm:text-9xl"
        >
          <span>4</span>
          <span className="grid size-20 place-items-center rounded-3xl bg-amber-500/10 text-amber-400 ring-1 ring-amber-500/30 sm:size-24">
            <Clapperboard className="size-10 sm:size-12" />
          </span>
          <span>4</span>
        </div>
        <p className="mt-10 text-sm font-semibold tracking-[0.2em] text-amber-400 uppercase">
          Error 404 · Scene missing
        </p>
        <h1 className="mt-4 font-display text-4xl font-bold text-white sm:text-5xl">{missing.title}</h1>
        <p className="mx-auto mt-5 max-w-lg text-lg leading-8 text-slate-400">
          This scene seems to have been cut from the final edit. {missing.message}
        </p>
        <nav aria-label="Helpful links" className="mt-10">
          <ul className="flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            {LINKS.map(({ label, to, Icon, primary }) => (
              <li key={label}>
                <Link
                  to={to}
                  className={`inline-flex w-full items-center justify-center gap-2 rounded-xl px-6 py-3 font-semibold transition sm:w-auto ${
                    primary
                      ? 'bg-amber-500 text-slate-950 shadow-lg shadow-amber-500/20 hover:bg-amber-400'
                      : 'border border-slate-700 bg-slate-900/60 text-slate-100 hover:border-amber-500/60 hover:text-white'
                  }`}
                >
                  <Icon aria-hidden="true" className="size-5" />
                  {label}
                  {primary && <ArrowRight aria-hidden="true" className="size-4" />}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
