/**
 * Web Mercator as MapLibre and Mapbox GL draw it (a 512-pixel world at zoom 0, no rotation or
 * pitch): the map preview draws its picture and places its markers with it, and hands the live map
 * the same camera, so the two agree to the pixel.
 */
export const TILE_SIZE = 512;
/** Where Web Mercator is cut: the world is a square between these latitudes, north and south. */
export const MAX_LATITUDE = 85.051129;

export interface Camera {
  longitude: number;
  latitude: number;
  zoom: number;
}

export interface ScreenSize {
  width: number;
  height: number;
}

export interface EdgePadding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** west, south, east, north */
export type LngLatBounds = [number, number, number, number];

export const worldSize = (zoom: number) => TILE_SIZE * 2 ** zoom;

/** A longitude as a fraction of the world's width (0 at -180°, 1 at 180°). */
export const mercatorX = (longitude: number) => (longitude + 180) / 360;

/** A latitude as a fraction of the world's height from the top (0 near 85° N, 1 near 85° S). */
export function mercatorY(latitude: number): number {
  const sin = Math.sin((Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude)) * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

export const longitudeAt = (x: number) => x * 360 - 180;
export const latitudeAt = (y: number) => (360 / Math.PI) * Math.atan(Math.exp((0.5 - y) * 2 * Math.PI)) - 90;

/** The copy of a longitude (±360°) closest to the map centre, as the map libraries' own markers choose. */
export function nearestCopy(longitude: number, centre: number): number {
  return longitude + Math.round((centre - longitude) / 360) * 360;
}

/** Where a coordinate is on a screen showing the camera, in CSS pixels from its top left corner. */
export function project(camera: Camera, size: ScreenSize, longitude: number, latitude: number) {
  const scale = worldSize(camera.zoom);
  return {
    x: (mercatorX(longitude) - mercatorX(camera.longitude)) * scale + size.width / 2,
    y: (mercatorY(latitude) - mercatorY(camera.latitude)) * scale + size.height / 2,
  };
}

/** What the camera shows: west and east may pass ±180° (a world copy), south and north are clamped. */
export function boundsOnScreen(camera: Camera, size: ScreenSize): LngLatBounds {
  const scale = worldSize(camera.zoom);
  const x = mercatorX(camera.longitude);
  const y = mercatorY(camera.latitude);
  const halfWidth = size.width / 2 / scale;
  const halfHeight = size.height / 2 / scale;
  return [
    longitudeAt(x - halfWidth),
    latitudeAt(Math.min(1, y + halfHeight)),
    longitudeAt(x + halfWidth),
    latitudeAt(Math.max(0, y - halfHeight)),
  ];
}

/**
 * The camera that shows the bounds as large as they fit inside the screen minus the padding, as
 * the map libraries' fitBounds does: the zoom at which the tighter side fits, centred so that the
 * bounds' middle sits in the middle of the padded area.
 */
export function fitBounds(
  [west, south, east, north]: LngLatBounds,
  size: ScreenSize,
  padding: EdgePadding,
  { minZoom = -2, maxZoom = 22 }: { minZoom?: number; maxZoom?: number } = {},
): Camera {
  const spanX = (mercatorX(east) - mercatorX(west)) * TILE_SIZE;
  const spanY = (mercatorY(south) - mercatorY(north)) * TILE_SIZE;
  const roomX = size.width - padding.left - padding.right;
  const roomY = size.height - padding.top - padding.bottom;
  const scale = Math.min(spanX > 0 ? roomX / spanX : Infinity, spanY > 0 ? roomY / spanY : Infinity);
  const zoom = Math.max(minZoom, Math.min(maxZoom, Number.isFinite(scale) ? Math.log2(scale) : maxZoom));
  const world = worldSize(zoom);
  const middleX = (mercatorX(west) + mercatorX(east)) / 2 - (padding.left - padding.right) / 2 / world;
  const middleY = (mercatorY(north) + mercatorY(south)) / 2 - (padding.top - padding.bottom) / 2 / world;
  return { longitude: longitudeAt(middleX), latitude: latitudeAt(middleY), zoom };
}

/** The camera after dragging the map by (dx, dy) CSS pixels: the ground follows the pointer. */
export function panCamera(camera: Camera, dx: number, dy: number): Camera {
  const scale = worldSize(camera.zoom);
  const y = Math.max(0, Math.min(1, mercatorY(camera.latitude) - dy / scale));
  const longitude = longitudeAt(mercatorX(camera.longitude) - dx / scale);
  // Kept within one world, as the map libraries wrap it.
  return { longitude: ((((longitude + 180) % 360) + 360) % 360) - 180, latitude: latitudeAt(y), zoom: camera.zoom };
}
