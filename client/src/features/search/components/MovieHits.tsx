import { Calendar } from 'lucide-react';
import { paths } from '@/config/paths';
import { posterPicture } from '@/components/PhotoOrImage';
import type { MovieSearchHit } from '@contracts';
import { HitGroup } from './HitGroup';
import { Marked } from './hit-highlight';

const POSTER = { width: 64, height: 96, className: 'h-24 w-16' };

/** The Movies group: poster, title, year and director, each match marked. */
export function MovieHits() {
  return (
    <HitGroup<MovieSearchHit>
      title="Movies"
      card={(hit) => ({
        to: paths.movie(hit.slug),
        title: <Marked hit={hit} attribute="title" />,
        image: { ...posterPicture(hit), ...POSTER },
        children: (
          <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-slate-400">
            {hit.year != null && (
              <span className="inline-flex items-center gap-1">
                <Calendar aria-hidden="true" className="h-3.5 w-3.5" /> {hit.year}
              </span>
            )}
            {hit.director && (
              <span>
                Directed by <Marked hit={hit} attribute="director" />
              </span>
            )}
          </p>
        ),
      })}
    />
  );
}
