import { useQueryClient } from '@tanstack/react-query';
import { locationQueryOptions } from '@/features/locations/api/get-location';
import { ExploreMap } from '@/features/map/components/ExploreMap';
import { SavedPlaceActions } from '@/features/saved-places/components/SavedPlaceActions';
import { AddToTripButton } from '@/features/trips/components/AddToTripButton';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

export default function MapRoute() {
  const queryClient = useQueryClient();
  usePageMeta(PAGE_ROUTES.map.title, PAGE_ROUTES.map.description);
  const resolveId = (slug: string) => queryClient.fetchQuery(locationQueryOptions(slug)).then(({ id }) => id);
  return (
    // The map's data names places by slug: a popup's toggles and Add to Trip look the id up (the place's own read,
    // which "View Details" then opens from the cache).
    <SavedPlaceActions resolveId={resolveId} more={(props) => <AddToTripButton {...props} resolveId={resolveId} />}>
      <ExploreMap />
    </SavedPlaceActions>
  );
}
