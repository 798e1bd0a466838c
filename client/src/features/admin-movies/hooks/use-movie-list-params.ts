import type { MovieSort } from '@contracts/admin-catalog';
import { useSearchParams } from 'react-router-dom';
import { positionFromSearch, setPosition, type PagePosition } from '@/components/admin/CursorPager';
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

/** The list state lives in the URL (?q, sort, order, and the page's cursor), so Back and a reload keep it. */
export function useMovieListParams() {
  const [search, setSearch] = useSearchParams();
  const given = search.get('sort');
  const sort: MovieSort = isSort(given) ? given : 'created_at';
  const order =
    search.get('order') === 'asc' || search.get('order') === 'desc'
      ? (search.get('order') as 'asc' | 'desc')
      : defaultOrder(sort);
  const position = positionFromSearch(search);
  const params: MovieListParams = {
    q: search.get('q') ?? '',
    sort,
    order,
    after: position.after,
    before: position.before,
  };
  /** Any change but a page turn starts again at the first page. */
  const update = (next: Partial<Omit<MovieListParams, 'after' | 'before'>>, at: PagePosition = { page: 1 }) => {
    const merged = { ...params, ...next };
    const query = new URLSearchParams();
    if (merged.q) query.set('q', merged.q);
    if (merged.sort !== 'created_at') query.set('sort', merged.sort);
    if (merged.order !== defaultOrder(merged.sort)) query.set('order', merged.order);
    setPosition(query, at);
    setSearch(query, { replace: true });
  };
  const goTo = (at: PagePosition) => update({}, at);
  /** The sorted column again turns the order round; another one starts at its default order. */
  const sortBy = (key: MovieSort) =>
    update({ sort: key, order: key === sort ? (order === 'asc' ? 'desc' : 'asc') : defaultOrder(key) });
  return { params, position, update, goTo, sortBy };
}
