import type { QueryClient } from '@tanstack/react-query';
import { MAP_CONFIG_PATH, MAP_OVERVIEW_PATH } from '@contracts';
import { basemapStyleQueryOptions, builtInStyleOf } from '@/components/map/basemap-style';
import { mapConfigQueryOptions } from '@/components/map/map-config';
import { seedFromPage, seedOrPrefetch } from '@/lib/page-data';
import { mapData } from '../lib/map-data-client';
import { mapOverviewQueryOptions } from './get-map-overview';

/**
 * Starts what /map's first view needs at navigation time, side by side with the page's own chunk:
 * the map config, the overview of the unfiltered map (both come with the page's HTML on a first
 * visit), the built-in basemap's style its picture is drawn from (preloaded by the HTML on a first
 * visit) and, once the config says the browser clusters, the data worker, which downloads every location. Without it these requests would
 * wait for the page chunk to arrive and render first (bench/map: ~0.6 s on a cold visit).
 * The map library is not among them: the first view is a preview, and the live map's chunk loads
 * when the visitor reaches for the map (ExploreMap).
 */
export function prefetchMap(queryClient: QueryClient, url: URL): void {
  // The config from the page, else fetched now; either way the basemap's style follows from it.
  seedFromPage(queryClient, mapConfigQueryOptions(), MAP_CONFIG_PATH);
  void queryClient.fetchQuery(mapConfigQueryOptions()).then(
    (config) => {
      const style = builtInStyleOf(config);
      if (style) void queryClient.prefetchQuery(basemapStyleQueryOptions(style));
      // Above MAP_FULL_PAYLOAD_MAX locations the server answers per view: no worker, no download.
      if (config.clustering !== 'server') mapData();
    },
    () => undefined,
  );
  if (!url.searchParams.get('q') && !url.searchParams.get('movie'))
    seedOrPrefetch(queryClient, mapOverviewQueryOptions(), MAP_OVERVIEW_PATH);
}
