import { ExploreMap } from '@/features/map/components/ExploreMap';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { MAP_DESCRIPTION } from '@contracts';

export default function MapRoute() {
  usePageMeta('Interactive Map', MAP_DESCRIPTION);
  return <ExploreMap />;
}
