import { MAP_SUMMARY_PATH, MAP_VIEW_PATH, type MapSummary, type MapView } from '@contracts';
import { api } from '@/lib/api-client';
import type { Bbox } from '../lib/map-data-protocol';

/**
 * GET /api/map/summary: a ?q= / ?movie= filter's count, bounds and movie, answered by the server
 * when /map has more locations than it downloads whole (MapConfig.clustering 'server').
 */
export const getMapSummary = (q: string, movie: string, signal?: AbortSignal) =>
  api.get<MapSummary>(MAP_SUMMARY_PATH, { q, movie }, signal);

const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

/** GET /api/map/view: the markers of one view (bbox and zoom) of the filter's result, clustered by the server. */
export const getMapView = (q: string, movie: string, bbox: Bbox, zoom: number, signal?: AbortSignal) =>
  api.get<MapView>(MAP_VIEW_PATH, { q, movie, zoom, bbox: bbox.map(round).join(',') }, signal);
