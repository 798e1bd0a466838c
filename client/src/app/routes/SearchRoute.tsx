import { SavedPlaceActions } from '@/features/saved-places/components/SavedPlaceActions';
import { SearchPage } from '@/features/search/components/SearchPage';
import { usePageMeta } from '@/lib/settings/use-page-meta';

export default function SearchRoute() {
  usePageMeta('Search');
  return (
    <SavedPlaceActions>
      <SearchPage />
    </SavedPlaceActions>
  );
}
