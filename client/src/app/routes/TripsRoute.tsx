import { TripsPage } from '@/features/trips/components/TripsPage';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

/** /trips: My Trips (signed out, the page asks to sign in and come back). */
export default function TripsRoute() {
  usePageMeta(PAGE_ROUTES.trips.title);
  return <TripsPage />;
}
