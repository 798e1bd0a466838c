import {
  DUPLICATE_RADIUS_METERS,
  type LinkedPlace,
  type ProposedPlace,
  type SuggestionWarning,
} from '../contracts/contributions.js';
import { LOCATION_PRECISION_LABELS } from '../contracts/locations.js';
import { decimals, distanceMeters } from '../generation/index.js';
import { pointOutsideCountry } from '../locations/index.js';

/** An "Exact spot" or "Street or block" needs this many decimals (about 10 m); fewer is a guessed pin. */
export const EXACT_MIN_DECIMALS = 4;
/** A "City only" pin further than this from the centre of the city's places is not at the city. */
export const CITY_CENTRE_RADIUS_METERS = 10_000;

export type NearbyPlace = LinkedPlace & { id: string; distance_m: number };

/** What the checks know besides the proposal: the same movie's places near it, and the city's centre. */
export interface WarningContext {
  sameMovieNearby: NearbyPlace[];
  /** The centre of the catalogue's places in the proposed city (none: no such places yet). */
  cityCentre: { latitude: number; longitude: number } | null;
}

/**
 * The editor's warnings for a proposed place (issue 34): a likely duplicate, a point outside the
 * stated country (the location editor's and generator's country check), and a precision the pin
 * does not bear out. Pure: the caller loads the context.
 */
export function suggestionWarnings(proposed: ProposedPlace, context: WarningContext): SuggestionWarning[] {
  const warnings: SuggestionWarning[] = context.sameMovieNearby.map((place) => ({
    code: 'near_duplicate',
    message: `${place.distance_m} m from "${place.name}", a place of the same movie (within ${DUPLICATE_RADIUS_METERS} m): probably the same place`,
    place,
  }));
  const outside = pointOutsideCountry(proposed.latitude, proposed.longitude, proposed.country);
  if (outside) warnings.push({ code: 'outside_country', message: outside });
  const precision = precisionProblem(proposed, context.cityCentre);
  if (precision) warnings.push({ code: 'precision_mismatch', message: precision });
  return warnings;
}

/** Why the stated precision does not fit the position, or null. */
export function precisionProblem(
  proposed: ProposedPlace,
  cityCentre: { latitude: number; longitude: number } | null,
): string | null {
  const label = LOCATION_PRECISION_LABELS[proposed.precision];
  if (proposed.precision === 'exact' || proposed.precision === 'street') {
    const fewest = Math.min(decimals(proposed.latitude), decimals(proposed.longitude));
    if (fewest < EXACT_MIN_DECIMALS)
      return `"${label}" with a position of ${fewest} decimal(s): a pin this rough is not a spot (at least ${EXACT_MIN_DECIMALS} decimals, about 10 m)`;
    return null;
  }
  if (proposed.precision !== 'city') return null;
  if (!proposed.city) return `"${label}" but no city is given`;
  if (!cityCentre) return null;
  const away = distanceMeters(proposed, { ...cityCentre, country: null });
  if (away <= CITY_CENTRE_RADIUS_METERS) return null;
  return `"${label}" pin ${Math.round(away / 1000)} km from the centre of ${proposed.city}'s places: a city-only place is pinned at the city`;
}
