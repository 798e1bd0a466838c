import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAP_CONFIG_PATH, type MapConfig } from '@contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/map/config: which renderer and basemap to use (Mapbox streets, MAP_STYLE_URL or offline). */
export const getMapConfig = (signal?: AbortSignal) => api.get<MapConfig>(MAP_CONFIG_PATH, undefined, signal);

export const mapConfigQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.map.config, queryFn: ({ signal }) => getMapConfig(signal), staleTime: Infinity });

export const useMapConfig = () => useQuery(mapConfigQueryOptions());
