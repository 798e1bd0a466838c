import { queryOptions } from '@tanstack/react-query';
import type { MapConfig } from '@contracts';
import { queryKeys } from '@/lib/query-keys';

/**
 * The closest zoom at which the built-in basemap still shows where a place is. Its outlines are
 * Natural Earth's 1:110m, a world overview: at zoom 6 a coast is drawn within a few kilometres of
 * where it is and a view spans hundreds of kilometres, so coasts and borders frame the place;
 * closer in, a view is one flat colour (and a coastal city may sit in the drawn sea).
 */
export const BUILT_IN_CLOSEST_ZOOM = 6;

/** The built-in basemap's style of a config: the map's own style when offline, else its fallback. */
export const builtInStyleOf = (config: MapConfig): string | undefined =>
  config.offline ? config.style : config.fallbackStyle;

/**
 * The built-in basemap's style document (a path on this app), requested once per page: the /map
 * route asks for it at navigation time, beside its chunk (features/map/api/prefetch-map.ts), and
 * the picture (BasemapPicture) takes that answer, so the land is there with the first markers. A
 * failed request is not kept, so a later one tries again.
 */
export const basemapStyleQueryOptions = (style: string) =>
  queryOptions({
    queryKey: queryKeys.map.basemapStyle(style),
    queryFn: async (): Promise<unknown> => {
      // No abort signal: the HTML's preload of this URL is only reused by a request like its own.
      const response = await fetch(style);
      if (!response.ok) throw new Error(`The basemap style answered ${response.status}`);
      return response.json();
    },
    staleTime: Infinity,
    retry: false,
  });
