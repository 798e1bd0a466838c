import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { adminCardClass } from '@/components/admin/AdminPageHeader';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { LocationListParams } from '../api/admin-locations';
import { MovieSelect } from './MovieSelect';

const selectClass =
  'h-10 w-full rounded-lg border border-slate-700 bg-slate-950/60 px-3 text-sm text-white outline-none focus:border-amber-500 focus:ring-2 focus:ring-amber-500/30';

interface Props {
  params: LocationListParams;
  update: (next: Partial<LocationListParams>) => void;
  countries: string[];
}

/** The locations list's search (settled after 300 ms) and its movie, country and verified filters. */
export function LocationFilters({ params, update, countries }: Props) {
  const [text, setText] = useState(params.q ?? '');
  const q = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if (q !== (params.q ?? '')) update({ q });
    // Only a settled search text changes the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  return (
    <div className={`${adminCardClass} grid gap-4 md:grid-cols-2 xl:grid-cols-4`}>
      <div className="self-end">
        <label htmlFor="location-search" className="block text-sm font-medium text-slate-200">
          Search
        </label>
        <div className="relative mt-1.5">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id="location-search"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Name, city or movie"
            className={`${selectClass} pl-9`}
          />
        </div>
      </div>
      <MovieSelect
        value={params.movie_id ?? ''}
        onChange={(movieId) => update({ movie_id: movieId || undefined })}
        emptyLabel="All movies"
      />
      <div className="self-end">
        <label htmlFor="country-filter" className="block text-sm font-medium text-slate-200">
          Country
        </label>
        <select
          id="country-filter"
          value={params.country ?? ''}
          onChange={(event) => update({ country: event.target.value || undefined })}
          className={`mt-1.5 ${selectClass}`}
        >
          <option value="">All countries</option>
          {countries.map((country) => (
            <option key={country}>{country}</option>
          ))}
        </select>
      </div>
      <div className="self-end">
        <label htmlFor="verified-filter" className="block text-sm font-medium text-slate-200">
          Verified
        </label>
        <select
          id="verified-filter"
          value={params.verified ?? ''}
          onChange={(event) =>
            update({ verified: (event.target.value || undefined) as LocationListParams['verified'] })
          }
          className={`mt-1.5 ${selectClass}`}
        >
          <option value="">All</option>
          <option value="true">Verified</option>
          <option value="false">Not verified</option>
        </select>
      </div>
    </div>
  );
}
