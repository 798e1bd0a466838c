import { useParams } from 'react-router-dom';
import { useSharedTrip } from '@/features/trips/api/get-shared-trip';
import { SharedTripPrintPage } from '@/features/trips/components/TripPrintPage';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

/** /shared-trips/:token/print: a shared trip, one page per day. */
export default function SharedTripPrintRoute() {
  const { token = '' } = useParams();
  usePageMeta(PAGE_ROUTES.sharedTripPrint.title(useSharedTrip(token).data));
  return <SharedTripPrintPage token={token} />;
}
