import { useQueryClient } from '@tanstack/react-query';
import { locationQueryOptions } from '@/features/locations/api/get-location';
import { ExploreMap } from '@/features/map/components/ExploreMap';
import { SavedPlaceActions } from '@/features/saved-places/components/SavedPlaceActions';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

export default function MapRoute() {
  const queryClient = useQueryClient();
  usePageMeta(PAGE_ROUTES.map.title, PAGE_ROUTES.map.description);
  return (
    // The map's data names places by slug: a popup's toggles look the id up (the place's own read,
    // which "View Details" then opens from the cache).
    <SavedPlaceActions resolveId={(slug) => queryClient.fetchQuery(locationQueryOptions(slug)).then(({ id }) => id)}>
      <ExploreMap />
    </SavedPlaceActions>
  );
}
