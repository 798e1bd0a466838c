import type { AdminMovieRow, MovieSort } from '@contracts/admin-catalog';
import { Plus, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminPageHeader, adminPrimaryButtonClass } from '@/components/admin/AdminPageHeader';
import { AdminTable, type AdminColumn } from '@/components/admin/AdminTable';
import { Pager } from '@/components/admin/Pager';
import { ErrorState } from '@/components/ErrorState';
import { Skeleton } from '@/components/Skeleton';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAdminMovies } from '../api/admin-movies';
import { MOVIE_SORT_LABELS, useMovieListParams } from '../hooks/use-movie-list-params';

const addedFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

const COLUMNS: AdminColumn<AdminMovieRow>[] = [
  { label: 'Director', sortKey: 'director', cell: (movie) => movie.director ?? '—' },
  { label: 'Year', sortKey: 'year', cell: (movie) => movie.year ?? '—', className: 'whitespace-nowrap text-slate-300' },
  {
    label: 'Added',
    sortKey: 'created_at',
    cell: (movie) => addedFormat.format(new Date(movie.created_at)),
    className: 'whitespace-nowrap text-slate-400',
  },
  { label: 'Locations', numeric: true, cell: (movie) => movie.location_count },
];

/** /admin/movies: server-side search (title, director, year), sort and 25 a page. */
export function MoviesTable() {
  const { params, update, sortBy } = useMovieListParams();
  const [text, setText] = useState(params.q ?? '');
  const q = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if (q !== (params.q ?? '')) update({ q });
    // Only a settled search text changes the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);
  const movies = useAdminMovies(params);

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
        <AdminTable
          caption={`Movies, sorted by ${MOVIE_SORT_LABELS[params.sort]} ${params.order === 'asc' ? 'ascending' : 'descending'}`}
          rows={movies.data.items}
          rowKey={(movie) => movie.id}
          title={{
            label: 'Title',
            sortKey: 'title',
            cell: (movie) => (
              <Link to={paths.adminMovie(movie.id)} className="hover:text-amber-300">
                {movie.title}
              </Link>
            ),
          }}
          facts={COLUMNS}
          sort={{ key: params.sort, order: params.order, onSort: (key) => sortBy(key as MovieSort) }}
          empty={`No movie matches “${params.q}”.`}
          footer={
            <Pager
              label="Movie pages"
              page={movies.data.page}
              pageSize={movies.data.pageSize}
              total={movies.data.total}
              onPage={(page) => update({ page })}
            />
          }
        />
      )}
    </div>
  );
}
