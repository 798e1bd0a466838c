import { useSearchParams } from 'react-router-dom';
import type { PlaceFilters } from '../lib/filter-places';

/** My Places' filters live in the URL (?movie=&country=), so Back, a reload and a shared link keep them. */
export function usePlaceFilters() {
  const [params, setParams] = useSearchParams();
  const filters: PlaceFilters = { movie: params.get('movie') || null, country: params.get('country') || null };
  const setFilter = (name: keyof PlaceFilters, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const clear = () => setParams({}, { replace: true });
  return { filters, setFilter, clear, active: Boolean(filters.movie || filters.country) };
}
