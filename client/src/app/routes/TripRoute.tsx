import { useParams } from 'react-router-dom';
import { useTrip } from '@/features/trips/api/get-trip';
import { TripPage } from '@/features/trips/components/TripPage';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

/** /trips/:id: the owner's trip planner. */
export default function TripRoute() {
  const { id = '' } = useParams();
  usePageMeta(PAGE_ROUTES.trip.title(useTrip(id).data));
  return <TripPage tripId={id} />;
}
