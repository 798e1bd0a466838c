import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PhotoOrImage, posterPicture } from '@/components/PhotoOrImage';
import { PhotoCredit } from '@/components/ResponsivePhoto';
import type { Movie, Photo } from '@contracts';

/** Two columns on a phone, three from a tablet, four past 1280 px (MovieGrid). */
const CARD_POSTER = {
  width: 400,
  height: 600,
  sizes: '(min-width: 1280px) 300px, (min-width: 768px) 33vw, 50vw',
  className: 'h-full w-full object-cover transition duration-500 group-hover:scale-105',
};

/**
 * A movie in a grid (home featured, /movies). Poster is 2:3 with explicit size so nothing shifts.
 * `priority`: the card is in the first row, in view on arrival; its poster is then the page's largest
 * paint and is fetched at once (the server preloads the first one) instead of lazily.
 */
export function MovieCard({
  movie,
  priority = false,
}: {
  movie: Movie & { poster_photo?: Photo | null };
  priority?: boolean;
}) {
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-800 bg-slate-900/60 shadow-lg shadow-black/20 transition duration-300 hover:-translate-y-1 hover:border-amber-500/50 hover:shadow-amber-500/10"
      data-testid="movie-card"
    >
      <div className="relative aspect-[2/3] overflow-hidden bg-slate-800">
        <PhotoOrImage {...posterPicture(movie)} {...CARD_POSTER} priority={priority} />
        <div className="pointer-events-none absolute inset-x-0 bottom-0 h-24 bg-gradient-to-t from-slate-950/90 to-transparent" />
        {movie.year != null && (
          <span className="absolute top-2 left-2 rounded-full sm:top-3 sm:left-3 bg-slate-950/80 px-2.5 py-1 text-xs font-semibold text-amber-400 ring-1 ring-amber-500/30">
            {movie.year}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-3.5 sm:p-5">
        <h3 className="text-base leading-snug font-semibold text-white sm:text-lg">{movie.title}</h3>
        {movie.director && <p className="mt-1 text-xs text-slate-400 sm:text-sm">Directed by {movie.director}</p>}
        {movie.description && (
          <p className="mt-2 line-clamp-3 text-xs leading-5 text-slate-300 sm:mt-3 sm:text-sm sm:leading-6">
            {movie.description}
          </p>
        )}
        <Link
          to={paths.movie(movie.slug)}
          className="mt-auto inline-flex items-center gap-1.5 pt-4 text-sm sm:pt-5 font-semibold text-amber-400 transition hover:text-amber-300 focus-visible:text-amber-300"
          aria-label={`View Locations for ${movie.title}`}
        >
          View Locations
          <ArrowRight aria-hidden="true" className="h-4 w-4 transition group-hover:translate-x-0.5" />
        </Link>
        {movie.poster_photo && <PhotoCredit photo={movie.poster_photo} className="mt-2" />}
      </div>
    </article>
  );
}
