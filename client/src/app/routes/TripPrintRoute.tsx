import { useParams } from 'react-router-dom';
import { useTrip } from '@/features/trips/api/get-trip';
import { TripPrintPage } from '@/features/trips/components/TripPrintPage';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

/** /trips/:id/print: one page per day, for the browser's Print. */
export default function TripPrintRoute() {
  const { id = '' } = useParams();
  usePageMeta(PAGE_ROUTES.tripPrint.title(useTrip(id).data));
  return <TripPrintPage tripId={id} />;
}
