import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MapConfig } from '@contracts';
import { api } from '@/lib/api-client';

/** GET /api/map/config: which renderer and basemap to use (Mapbox streets, MAP_STYLE_URL or offline). */
export const getMapConfig = (signal?: AbortSignal) => api.get<MapConfig>('/map/config', undefined, signal);

export const mapConfigQueryOptions = () =>
  queryOptions({ queryKey: ['map', 'config'], queryFn: ({ signal }) => getMapConfig(signal), staleTime: Infinity });

export const useMapConfig = () => useQuery(mapConfigQueryOptions());
