import { ExternalLink, Map as MapIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { MovieDetail } from '@contracts';

const linkClass =
  'flex w-full items-center justify-between gap-3 rounded-xl border border-slate-700 bg-slate-900/60 px-4 py-3 font-medium text-slate-100 transition hover:border-amber-500/60 hover:bg-slate-800/60 hover:text-white';

/** SPEC §2: the external movie-database title page (only with an imdb_id) and the map filtered to this movie. */
export function MovieQuickLinks({ movie, headingId }: { movie: MovieDetail; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-800 bg-slate-900/40 p-5">
      <h2 id={headingId} className="text-sm font-semibold tracking-widest text-slate-400 uppercase">
        Quick Links
      </h2>
      <ul className="mt-4 space-y-3">
        <li>
          <Link to={paths.mapForMovie(movie.slug)} className={linkClass}>
            <span className="flex items-center gap-3">
              <MapIcon aria-hidden="true" className="h-5 w-5 text-amber-500" />
              View on Map
            </span>
          </Link>
        </li>
        {movie.imdb_id && (
          <li>
            <a
              href={`https://www.imdb.com/title/${encodeURIComponent(movie.imdb_id)}/`}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClass}
            >
              <span className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="rounded bg-amber-400 px-1.5 py-0.5 text-[11px] font-black tracking-tight text-slate-950"
                >
                  IMDb
                </span>
                View on IMDb
              </span>
              <ExternalLink aria-hidden="true" className="h-4 w-4 text-slate-400" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
