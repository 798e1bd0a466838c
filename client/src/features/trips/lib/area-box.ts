import { TRIP_AREA_PLACES_MAX, type AddAreaStopsInput, type AreaStopsAdded } from '@contracts';
import { countOf } from './format';

/** A longitude of any world copy, as -180…180 (left as it is when it already is). */
const wrap = (longitude: number) =>
  longitude >= -180 && longitude <= 180 ? longitude : ((((longitude + 180) % 360) + 360) % 360) - 180;
const clampLatitude = (latitude: number) => Math.max(-90, Math.min(90, latitude));

/**
 * The box between two corners as the server takes it: south ≤ north, longitudes in -180…180 (west
 * then greater than east when the box crosses the antimeridian); a box a world wide or more is the
 * whole band of latitudes.
 */
export function areaBox(a: { lng: number; lat: number }, b: { lng: number; lat: number }): AddAreaStopsInput {
  const west = Math.min(a.lng, b.lng);
  const east = Math.max(a.lng, b.lng);
  const south = clampLatitude(Math.min(a.lat, b.lat));
  const north = clampLatitude(Math.max(a.lat, b.lat));
  if (east - west >= 360) return { south, west: -180, north, east: 180 };
  return { south, west: wrap(west), north, east: wrap(east) };
}

/** What an area add did, for its toast. */
export function areaAddedMessage({ added, skipped, found, capped }: AreaStopsAdded): string {
  if (found === 0) return 'No filming locations in that area';
  if (added === 0) return 'Every place in that area is already in the trip';
  const already = skipped > 0 ? ` (${skipped} already in the trip)` : '';
  const nearest = capped ? `: the ${TRIP_AREA_PLACES_MAX} nearest the centre of the ${found} in that area` : '';
  return `Added ${countOf(added, 'place')}${already}${nearest}`;
}
