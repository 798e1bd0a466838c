import type { MovieSort } from '@contracts/admin-catalog';
import { useSearchParams } from 'react-router-dom';
import { pageParam } from '@/components/admin/Pager';
import type { MovieListParams } from '../api/get-admin-movies';

export const MOVIE_SORT_LABELS: Record<MovieSort, string> = {
  title: 'Title',
  director: 'Director',
  year: 'Year',
  created_at: 'Added',
};

const isSort = (value: string | null): value is MovieSort => !!value && Object.hasOwn(MOVIE_SORT_LABELS, value);

/** Dates and years read best newest first, names A to Z (the server uses the same defaults). */
const defaultOrder = (sort: MovieSort): 'asc' | 'desc' => (sort === 'title' || sort === 'director' ? 'asc' : 'desc');

/** The list state lives in the URL (?q, sort, order, page), so Back and a reload keep it. */
export function useMovieListParams() {
  const [search, setSearch] = useSearchParams();
  const given = search.get('sort');
  const sort: MovieSort = isSort(given) ? given : 'created_at';
  const order =
    search.get('order') === 'asc' || search.get('order') === 'desc'
      ? (search.get('order') as 'asc' | 'desc')
      : defaultOrder(sort);
  const params: MovieListParams = { q: search.get('q') ?? '', sort, order, page: pageParam(search.get('page')) };
  const update = (next: Partial<MovieListParams>) => {
    const merged = { ...params, page: 1, ...next };
    const query = new URLSearchParams();
    if (merged.q) query.set('q', merged.q);
    if (merged.sort !== 'created_at') query.set('sort', merged.sort);
    if (merged.order !== defaultOrder(merged.sort)) query.set('order', merged.order);
    if (merged.page > 1) query.set('page', String(merged.page));
    setSearch(query, { replace: true });
  };
  /** The sorted column again turns the order round; another one starts at its default order. */
  const sortBy = (key: MovieSort) =>
    update({ sort: key, order: key === sort ? (order === 'asc' ? 'desc' : 'asc') : defaultOrder(key) });
  return { params, update, sortBy };
}
