import type { BasemapState, InitialCamera } from '@/components/map/BaseMap';

type Bounds = [[number, number], [number, number]];

/**
 * The narrowest box a map of saved places opens on, in degrees: one place, or a few in one street,
 * would otherwise fill the map at the closest zoom. The built-in basemap has no streets, so it
 * stays at a country's scale.
 */
const MIN_SPAN = { streets: 0.03, builtIn: 8 };
const WORLD: InitialCamera = { longitude: 0, latitude: 20, zoom: 1 };
/** Room around the places: a pin stands above its point, so more at the top. */
export const FRAME_PADDING = { top: 56, right: 40, bottom: 24, left: 40 };

/** The box around the places, widened to at least `span` degrees each way; null without places. */
export function boundsOf(points: { latitude: number; longitude: number }[], span: number): Bounds | null {
  if (points.length === 0) return null;
  const lons = points.map((point) => point.longitude);
  const lats = points.map((point) => point.latitude);
  const widen = (low: number, high: number, limit: number): [number, number] => {
    const grow = Math.max(0, span - (high - low)) / 2;
    return [Math.max(-limit, low - grow), Math.min(limit, high + grow)];
  };
  const [west, east] = widen(Math.min(...lons), Math.max(...lons), 180);
  const [south, north] = widen(Math.min(...lats), Math.max(...lats), 85);
  return [
    [west, south],
    [east, north],
  ];
}

export const spanFor = (basemap: BasemapState) => (basemap === 'streets' ? MIN_SPAN.streets : MIN_SPAN.builtIn);

/** The opening camera: every place in view, or the world when there is none. */
export function cameraFor(points: { latitude: number; longitude: number }[], basemap: BasemapState): InitialCamera {
  const bounds = boundsOf(points, spanFor(basemap));
  return bounds ? { bounds, fitBoundsOptions: { padding: FRAME_PADDING } } : WORLD;
}
