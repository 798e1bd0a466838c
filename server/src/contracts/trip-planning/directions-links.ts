import type { GeoPoint } from './trip-stop.js';

/**
 * Google Maps URLs take up to 9 waypoints between origin and destination (3 in a phone's browser
 * without the Maps app). Apple's multi-stop links are cut at the same length, so each of the two
 * services' links covers the same stops.
 */
export const GOOGLE_MAPS_MAX_WAYPOINTS = 9;

/** A link that walks a stretch of the day: its stops are dayStops[fromStop..toStop]. */
export interface RouteLink {
  url: string;
  fromStop: number;
  toStop: number;
}

/** Walking directions from wherever the visitor is to one stop. */
export interface StopDirections<T> {
  stop: T;
  google: string;
  apple: string;
}

export interface DirectionsLinks<T> {
  /** The day as one multi-stop walk, cut into links of at most 11 stops, each from where the last ended. */
  google: RouteLink[];
  apple: RouteLink[];
  stops: StopDirections<T>[];
}

/**
 * Walking directions for one day's stops, in order, for the phone's navigation. A day of one stop
 * is a link to it from the visitor's position (both services start there when no origin is given).
 */
export function directionsLinks<T extends GeoPoint>(
  dayStops: readonly T[],
  maxWaypoints = GOOGLE_MAPS_MAX_WAYPOINTS,
): DirectionsLinks<T> {
  const stretches = stretchesOf(dayStops.length, maxWaypoints);
  const routeLink = (url: (stops: readonly GeoPoint[]) => string) =>
    stretches.map(([fromStop, toStop]) => ({ url: url(dayStops.slice(fromStop, toStop + 1)), fromStop, toStop }));
  return {
    google: routeLink(googleRoute),
    apple: routeLink(appleRoute),
    stops: dayStops.map((stop) => ({ stop, google: googleRoute([stop]), apple: appleToStop(stop) })),
  };
}

/** Index ranges of consecutive stretches sharing their end stops: [0, 10], [10, 20], … for 9 waypoints. */
function stretchesOf(count: number, maxWaypoints: number): [number, number][] {
  if (!Number.isInteger(maxWaypoints) || maxWaypoints < 0)
    throw new RangeError('maxWaypoints must be a whole number ≥ 0');
  if (count <= 1) return count === 1 ? [[0, 0]] : [];
  const stretches: [number, number][] = [];
  for (let from = 0; from < count - 1; from = stretches[stretches.length - 1][1]) {
    stretches.push([from, Math.min(from + maxWaypoints + 1, count - 1)]);
  }
  return stretches;
}

/** Six decimals (about 0.1 m), never in exponent form, which map services don't read. */
const coordinate = (degrees: number): string => String(Number(degrees.toFixed(6)));
const latLng = (point: GeoPoint): string => `${coordinate(point.latitude)},${coordinate(point.longitude)}`;

/** https://developers.google.com/maps/documentation/urls/get-started#directions-action */
function googleRoute(stops: readonly GeoPoint[]): string {
  const params = new URLSearchParams({ api: '1' });
  if (stops.length > 1) params.set('origin', latLng(stops[0]));
  params.set('destination', latLng(stops[stops.length - 1]));
  if (stops.length > 2) params.set('waypoints', stops.slice(1, -1).map(latLng).join('|'));
  params.set('travelmode', 'walking');
  return `https://www.google.com/maps/dir/?${params}`;
}

/**
 * Apple's unified Maps URLs (iOS 18.4, macOS 15.4 and later) take several stops as repeated
 * `waypoint`s; the older `saddr`/`daddr` links take one destination only.
 */
function appleRoute(stops: readonly GeoPoint[]): string {
  const params = new URLSearchParams();
  if (stops.length > 1) params.set('source', latLng(stops[0]));
  for (const stop of stops.slice(1, -1)) params.append('waypoint', latLng(stop));
  params.set('destination', latLng(stops[stops.length - 1]));
  params.set('mode', 'walking');
  return `https://maps.apple.com/directions?${params}`;
}

/** The older Map Links form, which every Apple device opens; from the current position. */
const appleToStop = (stop: GeoPoint): string =>
  `https://maps.apple.com/?${new URLSearchParams({ daddr: latLng(stop), dirflg: 'w' })}`;
