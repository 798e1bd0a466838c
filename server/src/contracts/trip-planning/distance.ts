import type { GeoPoint } from './trip-stop.js';

/** Mean Earth radius (IUGG), metres: the sphere the great-circle distance is measured on. */
export const EARTH_RADIUS_METRES = 6_371_008.8;

/**
 * Streets are not straight lines: a walk is taken to be this many times the great-circle distance.
 * 1.3 is the usual detour index of city street networks.
 */
export const WALKING_PATH_FACTOR = 1.3;

/** An unhurried sightseeing pace, km/h. */
export const WALKING_SPEED_KMH = 4.5;

/** What the trip page says about its walking times (issue #33: "say so on the page"). */
export const WALKING_ASSUMPTION = `Walking times assume ${WALKING_SPEED_KMH} km/h along a path ${WALKING_PATH_FACTOR} × the straight line`;

const METRES_PER_MINUTE = (WALKING_SPEED_KMH * 1000) / 60;
const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in metres (haversine). Exact enough on a sphere for walking (the Earth's
 * flattening changes it by under 0.5 %), and stable for the short legs of a walk, where the
 * cosine formula loses its digits.
 */
export function greatCircleMetres(from: GeoPoint, to: GeoPoint): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLon = toRadians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  // min(1, …): rounding can push h a hair above 1 for antipodal points, and asin would give NaN.
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The walk taken between two points: the great-circle distance stretched by the path factor. */
export const walkingMetres = (from: GeoPoint, to: GeoPoint): number =>
  greatCircleMetres(from, to) * WALKING_PATH_FACTOR;

/** Minutes to walk a distance already stretched by the path factor (see walkingMetres). */
export const minutesToWalk = (metres: number): number => metres / METRES_PER_MINUTE;

/** One leg of a walk, from one stop to the next. */
export interface WalkingLeg<T extends GeoPoint = GeoPoint> {
  from: T;
  to: T;
  /** Walking distance (great-circle × the path factor). */
  metres: number;
  minutes: number;
}

/** The legs between consecutive points, for the trip page's per-leg distances and times. */
export function walkingLegs<T extends GeoPoint>(points: readonly T[]): WalkingLeg<T>[] {
  return points.slice(1).map((to, i) => {
    const metres = walkingMetres(points[i], to);
    return { from: points[i], to, metres, minutes: minutesToWalk(metres) };
  });
}

/** Total walking distance and time along the points in their order. */
export function walkingTotal(points: readonly GeoPoint[]): { metres: number; minutes: number } {
  const metres = walkingLegs(points).reduce((sum, leg) => sum + leg.metres, 0);
  return { metres, minutes: minutesToWalk(metres) };
}
