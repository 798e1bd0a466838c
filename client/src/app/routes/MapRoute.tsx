import { ExploreMap } from '@/features/map/components/ExploreMap';
import { usePageMeta } from '@/lib/settings/use-page-meta';

export default function MapRoute() {
  usePageMeta('Interactive Map', 'Explore every movie filming location on an interactive world map.');
  return <ExploreMap />;
}
