import { LocationsTable } from '@/features/admin-locations/components/LocationsTable';
import { usePageMeta } from '@/lib/settings/use-page-meta';

export default function LocationsRoute() {
  usePageMeta('Locations');
  return <LocationsTable />;
}
