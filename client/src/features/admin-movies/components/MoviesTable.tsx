import type { MovieSort } from '@contracts/admin-catalog';
import { ArrowDown, ArrowUp, Plus, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AdminPageHeader, adminCardClass, adminPrimaryButtonClass } from '@/components/admin/AdminPageHeader';
import { Pager, pageParam } from '@/components/admin/Pager';
import { ErrorState } from '@/components/ErrorState';
import { Skeleton } from '@/components/Skeleton';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAdminMovies, type MovieListParams } from '../api/admin-movies';

const SORTS: { key: MovieSort; label: string }[] = [
  { key: 'title', label: 'Title' },
  { key: 'director', label: 'Director' },
  { key: 'year', label: 'Year' },
  { key: 'created_at', label: 'Added' },
];

/** Dates and years read best newest first, names A to Z (the server uses the same defaults). */
const defaultOrder = (sort: MovieSort): 'asc' | 'desc' => (sort === 'title' || sort === 'director' ? 'asc' : 'desc');

const addedFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** The list state lives in the URL (?q, sort, order, page), so Back and a reload keep it. */
function useListParams(): [MovieListParams, (next: Partial<MovieListParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const sort = (SORTS.find((s) => s.key === search.get('sort'))?.key ?? 'created_at') as MovieSort;
  const order =
    search.get('order') === 'asc' || search.get('order') === 'desc'
      ? (search.get('order') as 'asc' | 'desc')
      : defaultOrder(sort);
  const params = { q: search.get('q') ?? '', sort, order, page: pageParam(search.get('page')) };
  const update = (next: Partial<MovieListParams>) => {
    const merged = { ...params, page: 1, ...next };
    const query = new URLSearchParams();
    if (merged.q) query.set('q', merged.q);
    if (merged.sort !== 'created_at') query.set('sort', merged.sort);
    if (merged.order !== defaultOrder(merged.sort)) query.set('order', merged.order);
    if (merged.page > 1) query.set('page', String(merged.page));
    setSearch(query, { replace: true });
  };
  return [params, update];
}

/** /admin/movies: server-side search (title, director, year), sort and 25 a page. */
export function MoviesTable() {
  const [params, update] = useListParams();
  const [text, setText] = useState(params.q ?? '');
  const q = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if (q !== (params.q ?? '')) update({ q });
    // Only a settled search text changes the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);
  const movies = useAdminMovies(params);

  const sortBy = (key: MovieSort) =>
    update({ sort: key, order: key === params.sort ? (params.order === 'asc' ? 'desc' : 'asc') : defaultOrder(key) });

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Movies"
        description="Search by title, director or year; choose a column to sort by."
        actions={
          <Link to={paths.adminMovieNew} className={adminPrimaryButtonClass}>
            <Plus aria-hidden="true" className="size-4" /> Add Movie
          </Link>
        }
      />
      <div className="relative max-w-md">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        />
        <label htmlFor="movie-search" className="sr-only">
          Search movies
        </label>
        <input
          id="movie-search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search title, director or year"
          className="h-10 w-full rounded-lg border border-slate-700 bg-slate-950/60 pl-9 pr-3 text-sm text-white placeholder:text-slate-500 outline-none focus:border-amber-500 focus:ring-2 focus:ring-amber-500/30"
        />
      </div>
      {movies.isPending ? (
        <Skeleton className="h-96" />
      ) : movies.isError ? (
        <ErrorState title="Movies could not be loaded" onRetry={() => void movies.refetch()} />
      ) : (
        <div className={`${adminCardClass} space-y-4 !p-0`}>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">
                Movies, sorted by {SORTS.find((s) => s.key === params.sort)?.label}{' '}
                {params.order === 'asc' ? 'ascending' : 'descending'}
              </caption>
              <thead className="border-b border-slate-800 text-xs uppercase tracking-wide text-slate-400">
                <tr>
                  {SORTS.map(({ key, label }) => (
                    <th
                      key={key}
                      scope="col"
                      className="whitespace-nowrap px-5 py-3 font-semibold"
                      aria-sort={
                        params.sort === key ? (params.order === 'asc' ? 'ascending' : 'descending') : undefined
                      }
                    >
                      <button
                        type="button"
                        onClick={() => sortBy(key)}
                        className="inline-flex items-center gap-1 uppercase hover:text-white"
                      >
                        {label}
                        {params.sort === key &&
                          (params.order === 'asc' ? (
                            <ArrowUp aria-hidden="true" className="size-3.5" />
                          ) : (
                            <ArrowDown aria-hidden="true" className="size-3.5" />
                          ))}
                      </button>
                    </th>
                  ))}
                  <th scope="col" className="px-5 py-3 text-right font-semibold">
                    Locations
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-800">
                {movies.data.items.map((movie) => (
                  <tr key={movie.id} className="hover:bg-slate-800/30">
                    <td className="px-5 py-3 font-medium text-white">
                      <Link to={paths.adminMovie(movie.id)} className="hover:text-amber-300">
                        {movie.title}
                      </Link>
                    </td>
                    <td className="px-5 py-3 text-slate-300">{movie.director ?? '—'}</td>
                    <td className="whitespace-nowrap px-5 py-3 text-slate-300">{movie.year ?? '—'}</td>
                    <td className="whitespace-nowrap px-5 py-3 text-slate-400">
                      {addedFormat.format(new Date(movie.created_at))}
                    </td>
                    <td className="px-5 py-3 text-right text-slate-300">{movie.location_count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {movies.data.items.length === 0 && (
              <p className="px-5 py-10 text-center text-slate-400">No movie matches “{params.q}”.</p>
            )}
          </div>
          <div className="border-t border-slate-800 px-5 py-3">
            <Pager
              label="Movie pages"
              page={movies.data.page}
              pageSize={movies.data.pageSize}
              total={movies.data.total}
              onPage={(page) => update({ page })}
            />
          </div>
        </div>
      )}
    </div>
  );
}
