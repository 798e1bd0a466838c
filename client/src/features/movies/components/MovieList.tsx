import { Film, SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MOVIE_LIST_PAGE_SIZE } from '@contracts';
import { ErrorState } from '@/components/ErrorState';
import { EmptyState } from '@/components/EmptyState';
import { secondaryButtonClass } from '@/components/button-styles';
import { useMovies } from '../api/get-movies';
import { filterMovies } from '../utils/filter-movies';
import { MovieGrid, MovieGridSkeleton } from './MovieGrid';
import { MovieSearchBox } from './MovieSearchBox';

/** SPEC §9: the list fetches 50 movies (MOVIE_LIST_PAGE_SIZE) and shows 12 skeleton cards while loading. */
const SKELETON_COUNT = 12;

export function MovieList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  const moviesQuery = useMovies({ limit: MOVIE_LIST_PAGE_SIZE });
  const movies = useMemo(() => filterMovies(moviesQuery.data?.items ?? [], query), [moviesQuery.data, query]);

  // The filter lives in the URL so refresh and back keep it; replace avoids one history entry per key.
  const setQuery = (value: string) =>
    setSearchParams(
      (params) => {
        if (value) params.set('q', value);
        else params.delete('q');
        return params;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 pb-20 sm:px-6 lg:px-8">
      <header className="flex flex-col gap-6 border-b border-slate-800 pb-8 md:flex-row md:items-end md:justify-between">
        <div>
          <p className="flex items-center gap-2 text-sm font-semibold tracking-widest text-amber-500 uppercase">
            <Film aria-hidden="true" className="h-4 w-4" /> Film library
          </p>
          <h1 className="mt-3 font-display text-4xl font-bold text-white sm:text-5xl">Browse Movies</h1>
          <p className="mt-3 max-w-xl text-slate-400">
            Pick a film and discover the real places where its most memorable scenes were shot.
          </p>
        </div>
        <MovieSearchBox value={query} onChange={setQuery} />
      </header>

      <div className="mt-8">
        {moviesQuery.isPending ? (
          <div role="status" aria-label="Loading movies">
            <MovieGridSkeleton count={SKELETON_COUNT} />
          </div>
        ) : moviesQuery.isError ? (
          <ErrorState
            title="Movies could not be loaded"
            message="Please check your connection and try again."
            onRetry={() => void moviesQuery.refetch()}
          />
        ) : movies.length === 0 ? (
          <EmptyState
            icon={SearchX}
            title="No movies found"
            message="Try adjusting your search query or browse our featured movies."
            action={
              query ? (
                <button type="button" onClick={() => setQuery('')} className={secondaryButtonClass}>
                  Show all movies
                </button>
              ) : undefined
            }
          />
        ) : (
          <>
            {/* The grid's heading (its cards are h3): what is shown, updated as the visitor filters. */}
            <h2 className="mb-6 text-sm font-normal text-slate-400" aria-live="polite">
              {query.trim()
                ? `${movies.length} of ${moviesQuery.data.items.length} movies match “${query.trim()}”`
                : `${movies.length} movies`}
            </h2>
            <MovieGrid movies={movies} />
          </>
        )}
      </div>
    </div>
  );
}
