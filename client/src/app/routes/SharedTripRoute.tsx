import { useParams } from 'react-router-dom';
import { useSharedTrip } from '@/features/trips/api/get-shared-trip';
import { SharedTripPage } from '@/features/trips/components/SharedTripPage';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

/** /shared-trips/:token: a shared trip, read-only (private in the page table: never indexed, no snippets). */
export default function SharedTripRoute() {
  const { token = '' } = useParams();
  usePageMeta(PAGE_ROUTES.sharedTrip.title(useSharedTrip(token).data));
  return <SharedTripPage token={token} />;
}
