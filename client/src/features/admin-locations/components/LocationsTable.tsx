import { BadgeCheck, Plus, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AdminPageHeader, adminCardClass, adminPrimaryButtonClass } from '@/components/admin/AdminPageHeader';
import { Pager, pageParam } from '@/components/admin/Pager';
import { ErrorState } from '@/components/ErrorState';
import { Skeleton } from '@/components/Skeleton';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAdminLocations, type LocationListParams } from '../api/admin-locations';
import { MovieSelect } from './MovieSelect';

const selectClass =
  'h-10 w-full rounded-lg border border-slate-700 bg-slate-950/60 px-3 text-sm text-white outline-none focus:border-amber-500 focus:ring-2 focus:ring-amber-500/30';

/** The list state lives in the URL (?q, movie_id, country, verified, page). */
function useListParams(): [LocationListParams, (next: Partial<LocationListParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const verified = search.get('verified');
  const params: LocationListParams = {
    q: search.get('q') ?? '',
    movie_id: search.get('movie_id') ?? undefined,
    country: search.get('country') ?? undefined,
    verified: verified === 'true' || verified === 'false' ? verified : undefined,
    page: pageParam(search.get('page')),
  };
  const update = (next: Partial<LocationListParams>) => {
    const merged = { ...params, page: 1, ...next };
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(merged))
      if (value && !(key === 'page' && value === 1)) query.set(key, String(value));
    setSearch(query, { replace: true });
  };
  return [params, update];
}

/** /admin/locations: search (name, city, movie title), filters by movie, country and verified, 25 a page. */
export function LocationsTable() {
  const [params, update] = useListParams();
  const [text, setText] = useState(params.q ?? '');
  const q = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if (q !== (params.q ?? '')) update({ q });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);
  const locations = useAdminLocations(params);

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Locations"
        description="Search by name, city or movie; narrow the list by movie, country or verification."
        actions={
          <Link
            to={params.movie_id ? `${paths.adminLocationNew}?movie=${params.movie_id}` : paths.adminLocationNew}
            className={adminPrimaryButtonClass}
          >
            <Plus aria-hidden="true" className="size-4" /> Add Location
          </Link>
        }
      />
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
            {(locations.data?.countries ?? []).map((country) => (
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
      {locations.isPending ? (
        <Skeleton className="h-96" />
      ) : locations.isError ? (
        <ErrorState title="Locations could not be loaded" onRetry={() => void locations.refetch()} />
      ) : (
        <div className={`${adminCardClass} !p-0`}>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Locations by name</caption>
              <thead className="border-b border-slate-800 text-xs uppercase tracking-wide text-slate-400">
                <tr>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Name
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Movie
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Place
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Verified
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-800">
                {locations.data.items.map((location) => (
                  <tr key={location.id} className="hover:bg-slate-800/30">
                    <td className="px-5 py-3 font-medium text-white">
                      <Link to={paths.adminLocation(location.id)} className="hover:text-amber-300">
                        {location.name}
                      </Link>
                    </td>
                    <td className="px-5 py-3 text-slate-300">
                      <Link to={paths.adminMovie(location.movie.id)} className="hover:text-amber-300">
                        {location.movie.title}
                      </Link>
                      {location.movie.year && <span className="text-slate-400"> ({location.movie.year})</span>}
                    </td>
                    <td className="px-5 py-3 text-slate-300">
                      {[location.city, location.country].filter(Boolean).join(', ') || '—'}
                    </td>
                    <td className="px-5 py-3">
                      {location.is_verified ? (
                        <span className="inline-flex items-center gap-1 text-emerald-400">
                          <BadgeCheck aria-hidden="true" className="size-4" /> Yes
                        </span>
                      ) : (
                        <span className="text-slate-400">No</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {locations.data.items.length === 0 && (
              <p className="px-5 py-10 text-center text-slate-400">No location matches these filters.</p>
            )}
          </div>
          <div className="border-t border-slate-800 px-5 py-3">
            <Pager
              label="Location pages"
              page={locations.data.page}
              pageSize={locations.data.pageSize}
              total={locations.data.total}
              onPage={(page) => update({ page })}
            />
          </div>
        </div>
      )}
    </div>
  );
}
