import { LocationsTable } from '@/features/admin-locations/components/LocationsTable';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

export default function LocationsRoute() {
  usePageMeta(PAGE_ROUTES.adminLocations.title);
  return <LocationsTable />;
}
