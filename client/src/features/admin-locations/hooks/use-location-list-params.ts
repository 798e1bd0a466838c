import { useSearchParams } from 'react-router-dom';
import { pageParam } from '@/components/admin/Pager';
import type { LocationListParams } from '../api/get-admin-locations';

/** The list state lives in the URL (?q, movie_id, country, verified, page), so Back and a reload keep it. */
export function useLocationListParams() {
  const [search, setSearch] = useSearchParams();
  const verified = search.get('verified');
  const params: LocationListParams = {
    q: search.get('q') ?? '',
    movie_id: search.get('movie_id') ?? undefined,
    country: search.get('country') ?? undefined,
    verified: verified === 'true' || verified === 'false' ? verified : undefined,
    page: pageParam(search.get('page')),
  };
  /** Any change but a page turn starts again at page 1; empty values and page 1 stay out of the URL. */
  const update = (next: Partial<LocationListParams>) => {
    const merged = { ...params, page: 1, ...next };
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(merged))
      if (value && !(key === 'page' && value === 1)) query.set(key, String(value));
    setSearch(query, { replace: true });
  };
  return { params, update };
}
