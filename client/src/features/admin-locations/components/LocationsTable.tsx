import type { AdminLocationRow } from '@contracts/admin-catalog';
import { BadgeCheck, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { AdminPageHeader, adminPrimaryButtonClass } from '@/components/admin/AdminPageHeader';
import { AdminTable, type AdminColumn } from '@/components/admin/AdminTable';
import { Pager, pageParam } from '@/components/admin/Pager';
import { ErrorState } from '@/components/ErrorState';
import { Skeleton } from '@/components/Skeleton';
import { paths } from '@/config/paths';
import { useAdminLocations, type LocationListParams } from '../api/admin-locations';
import { LocationFilters } from './LocationFilters';

const COLUMNS: AdminColumn<AdminLocationRow>[] = [
  {
    label: 'Movie',
    cell: (location) => (
      <>
        <Link to={paths.adminMovie(location.movie.id)} className="hover:text-amber-300">
          {location.movie.title}
        </Link>
        {location.movie.year && <span className="text-slate-400"> ({location.movie.year})</span>}
      </>
    ),
  },
  { label: 'Place', cell: (location) => [location.city, location.country].filter(Boolean).join(', ') || '—' },
  {
    label: 'Verified',
    cell: (location) =>
      location.is_verified ? (
        <span className="inline-flex items-center gap-1 text-emerald-400">
          <BadgeCheck aria-hidden="true" className="size-4" /> Yes
        </span>
      ) : (
        <span className="text-slate-400">No</span>
      ),
  },
];

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
      <LocationFilters params={params} update={update} countries={locations.data?.countries ?? []} />
      {locations.isPending ? (
        <Skeleton className="h-96" />
      ) : locations.isError ? (
        <ErrorState title="Locations could not be loaded" onRetry={() => void locations.refetch()} />
      ) : (
        <AdminTable
          caption="Locations by name"
          rows={locations.data.items}
          rowKey={(location) => location.id}
          title={{
            label: 'Name',
            cell: (location) => (
              <Link to={paths.adminLocation(location.id)} className="hover:text-amber-300">
                {location.name}
              </Link>
            ),
          }}
          facts={COLUMNS}
          empty="No location matches these filters."
          footer={
            <Pager
              label="Location pages"
              page={locations.data.page}
              pageSize={locations.data.pageSize}
              total={locations.data.total}
              onPage={(page) => update({ page })}
            />
          }
        />
      )}
    </div>
  );
}
