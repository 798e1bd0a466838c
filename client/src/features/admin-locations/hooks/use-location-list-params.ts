import { useSearchParams } from 'react-router-dom';
import { positionFromSearch, setPosition, type PagePosition } from '@/components/admin/CursorPager';
import type { LocationListParams } from '../api/get-admin-locations';

type Filters = Omit<LocationListParams, 'after' | 'before'>;

/** The list state lives in the URL (?q, movie_id, country, verified, and the page's cursor), so Back and a reload keep it. */
export function useLocationListParams() {
  const [search, setSearch] = useSearchParams();
  const verified = search.get('verified');
  const position = positionFromSearch(search);
  const filters: Filters = {
    q: search.get('q') ?? '',
    movie_id: search.get('movie_id') ?? undefined,
    country: search.get('country') ?? undefined,
    verified: verified === 'true' || verified === 'false' ? verified : undefined,
  };
  const params: LocationListParams = { ...filters, after: position.after, before: position.before };
  /** Any change but a page turn starts again at the first page; empty values stay out of the URL. */
  const update = (next: Partial<Filters>, at: PagePosition = { page: 1 }) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...filters, ...next })) if (value) query.set(key, String(value));
    setPosition(query, at);
    setSearch(query, { replace: true });
  };
  const goTo = (at: PagePosition) => update({}, at);
  return { params, position, update, goTo };
}
