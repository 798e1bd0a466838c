import type { AdminMovieRow, MovieSort } from '@contracts/admin-catalog';
import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AdminPageHeader, adminPrimaryButtonClass } from '@/components/admin/AdminPageHeader';
import { AdminSearchInput } from '@/components/admin/AdminSearchInput';
import { RowLink, type AdminColumn } from '@/components/admin/AdminTable';
import { PagedAdminTable } from '@/components/admin/PagedAdminTable';
import { paths } from '@/config/paths';
import { useAdminMovies } from '../api/get-admin-movies';
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

const TITLE: AdminColumn<AdminMovieRow> = {
  label: 'Title',
  sortKey: 'title',
  cell: (movie) => <RowLink to={paths.adminMovie(movie.id)}>{movie.title}</RowLink>,
};

/** /admin/movies: server-side search (title, director, year), sort and 25 a page. */
export function MoviesTable() {
  const { params, position, update, goTo, sortBy } = useMovieListParams();
  const movies = useAdminMovies(params);
  const order = params.order === 'asc' ? 'ascending' : 'descending';
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
      <AdminSearchInput
        id="movie-search"
        label="Search movies"
        placeholder="Search title, director or year"
        query={params.q ?? ''}
        onSearch={(q) => update({ q })}
        className="max-w-md"
      />
      <PagedAdminTable
        query={movies}
        errorTitle="Movies could not be loaded"
        caption={`Movies, sorted by ${MOVIE_SORT_LABELS[params.sort]} ${order}`}
        rowKey={(movie) => movie.id}
        title={TITLE}
        facts={COLUMNS}
        sort={{ key: params.sort, order: params.order, onSort: (key) => sortBy(key as MovieSort) }}
        empty={`No movie matches “${params.q}”.`}
        pagerLabel="Movie pages"
        position={position}
        onPage={goTo}
      />
    </div>
  );
}
