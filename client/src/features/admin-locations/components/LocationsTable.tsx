import type { AdminLocationRow } from '@contracts/admin-catalog';
import { BadgeCheck, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AdminPageHeader, adminPrimaryButtonClass } from '@/components/admin/AdminPageHeader';
import { RowLink, type AdminColumn } from '@/components/admin/AdminTable';
import { PagedAdminTable } from '@/components/admin/PagedAdminTable';
import { paths } from '@/config/paths';
import { useAdminLocations } from '../api/get-admin-locations';
import { useLocationListParams } from '../hooks/use-location-list-params';
import { LocationFilters } from './LocationFilters';

const COLUMNS: AdminColumn<AdminLocationRow>[] = [
  {
    label: 'Movie',
    cell: (location) => (
      <>
        <RowLink to={paths.adminMovie(location.movie.id)}>{location.movie.title}</RowLink>
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

const TITLE: AdminColumn<AdminLocationRow> = {
  label: 'Name',
  cell: (location) => <RowLink to={paths.adminLocation(location.id)}>{location.name}</RowLink>,
};

/** /admin/locations: search (name, city, movie title), filters by movie, country and verified, 25 a page. */
export function LocationsTable() {
  const { params, position, update, goTo } = useLocationListParams();
  const locations = useAdminLocations(params);
  // Filtered by a movie, a new location starts on that movie.
  const addTo = params.movie_id ? `${paths.adminLocationNew}?movie=${params.movie_id}` : paths.adminLocationNew;
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Locations"
        description="Search by name, city or movie; narrow the list by movie, country or verification."
        actions={
          <Link to={addTo} className={adminPrimaryButtonClass}>
            <Plus aria-hidden="true" className="size-4" /> Add Location
          </Link>
        }
      />
      <LocationFilters params={params} update={update} countries={locations.data?.countries ?? []} />
      <PagedAdminTable
        query={locations}
        errorTitle="Locations could not be loaded"
        caption="Locations by name"
        rowKey={(location) => location.id}
        title={TITLE}
        facts={COLUMNS}
        empty="No location matches these filters."
        pagerLabel="Location pages"
        position={position}
        onPage={goTo}
      />
    </div>
  );
}
