import { SavedPlaceActions } from '@/features/saved-places/components/SavedPlaceActions';
import { AddToTripButton } from '@/features/trips/components/AddToTripButton';
import { SearchPage } from '@/features/search/components/SearchPage';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

export default function SearchRoute() {
  usePageMeta(PAGE_ROUTES.search.title);
  return (
    <SavedPlaceActions more={(props) => <AddToTripButton {...props} />}>
      <SearchPage />
    </SavedPlaceActions>
  );
}
