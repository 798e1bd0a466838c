import type { ReactNode } from 'react';
import type { Movie } from '@contracts';
import { MovieCard } from './MovieCard';
import { MovieCardSkeleton } from './MovieCardSkeleton';

const gridClass = 'grid grid-cols-2 gap-3 sm:gap-6 md:grid-cols-3 xl:grid-cols-4';

/** The first row on a phone (two columns): in view when the page opens. */
const FIRST_ROW = 2;

export function MovieGrid({ movies }: { movies: Movie[] }) {
  return (
    <ul className={gridClass} aria-label="Movies">
      {movies.map((movie, index) => (
        <li key={movie.id}>
          <MovieCard movie={movie} priority={index < FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
}

export function MovieGridSkeleton({ count }: { count: number }): ReactNode {
  return (
    <div className={gridClass} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <MovieCardSkeleton key={index} />
      ))}
    </div>
  );
}
