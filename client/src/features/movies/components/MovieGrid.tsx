import { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { Movie } from '@contracts';
import { MovieCard } from './MovieCard';
import { MovieCardSkeleton } from './MovieCardSkeleton';

const gridClass = 'grid grid-cols-2 gap-3 sm:gap-6 md:grid-cols-3 xl:grid-cols-4';

/** The first row on a phone (two columns): in view when the page opens. */
const FIRST_ROW = 2;

/**
 * Cards past the first screens are laid out and painted only when scrolled near: a list of 50
 * cards otherwise costs a phone most of its first second in style and layout. The placeholder
 * height is about a card's at each column count, so the scrollbar barely moves as they appear
 * (and once drawn, a card keeps its real height: `auto`).
 */
const LAID_OUT_AT_ONCE = 8;
const deferredCardClass =
  '[content-visibility:auto] [contain-intrinsic-size:auto_32rem] md:[contain-intrinsic-size:auto_40rem] xl:[contain-intrinsic-size:auto_43rem]';

/**
 * Cards in the first render; the rest follow in batches of the same size, each batch its own short
 * task, so creating 50 cards never blocks a phone's main thread for long in one go.
 */
const BATCH = 12;

function useProgressiveCount(total: number): number {
  const [count, setCount] = useState(BATCH);
  useEffect(() => {
    if (count >= total) return;
    const next = setTimeout(() => startTransition(() => setCount((shown) => shown + BATCH)), 0);
    return () => clearTimeout(next);
  }, [count, total]);
  return Math.min(count, total);
}

export function MovieGrid({ movies }: { movies: Movie[] }) {
  const shown = useProgressiveCount(movies.length);
  return (
    <ul className={gridClass} aria-label="Movies">
      {movies.slice(0, shown).map((movie, index) => (
        <li key={movie.id} className={index < LAID_OUT_AT_ONCE ? undefined : deferredCardClass}>
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
