import { SearchPage } from '@/features/search/components/SearchPage';
import { usePageMeta } from '@/features/settings/hooks/use-page-meta';

export default function SearchRoute() {
  usePageMeta('Search');
  return <SearchPage />;
}
