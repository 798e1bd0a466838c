import type { QueryClient } from '@tanstack/react-query';
import { mapConfigQueryOptions } from '@/components/map/map-config';
import { mapData } from '../lib/map-data-client';

/**
 * Starts what /map's first view needs at navigation time, side by side with the page's own chunk:
 * the map config and the data worker, which downloads every location. Without it these requests
 * would wait for the page chunk to arrive and render first (bench/map: ~0.6 s on a cold visit).
 * The map library is not among them: the first view is a preview, and the live map's chunk loads
 * when the visitor reaches for the map (ExploreMap).
 */
export function prefetchMap(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(mapConfigQueryOptions());
  mapData();
}
