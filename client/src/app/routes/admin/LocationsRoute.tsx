import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AdminPageHeader, adminCardClass } from '@/components/admin/AdminPageHeader';
import { ErrorState } from '@/components/ErrorState';
import { Skeleton } from '@/components/Skeleton';
import { useDashboard } from '@/features/admin-dashboard/api/get-dashboard';
import { usePageMeta } from '@/lib/settings/use-page-meta';

/** /admin/locations: the total and the newest locations (read-only) until the location editor arrives. */
export default function LocationsRoute() {
  usePageMeta('Locations');
  const dashboard = useDashboard();
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Locations"
        description={
          dashboard.data
            ? `${dashboard.data.total_locations} filming locations; the newest are listed below. Editing locations is not available here yet.`
            : 'Editing locations is not available here yet.'
        }
      />
      {dashboard.isPending ? (
        <Skeleton className="h-64" />
      ) : dashboard.isError ? (
        <ErrorState title="Locations could not be loaded" onRetry={() => void dashboard.refetch()} />
      ) : (
        <ul aria-label="Newest locations" className={`${adminCardClass} divide-y divide-slate-800 !py-2`}>
          {dashboard.data.recent_locations.map((location) => (
            <li key={location.id} className="py-3">
              <p className="font-medium text-white">{location.name}</p>
              <p className="text-sm text-slate-400">{location.movie_title}</p>
            </li>
          ))}
        </ul>
      )}
      <Link to={paths.map} className="inline-block text-sm font-semibold text-amber-400 hover:text-amber-300">
        See every location on the map
      </Link>
    </div>
  );
}
