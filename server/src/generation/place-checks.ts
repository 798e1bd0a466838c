import { feature, iso1A2Code } from '@rapideditor/country-coder';
import { LOCATION_PRECISION_LABELS, type LocationPrecision } from '../contracts/locations.js';

/**
 * Offline checks of generated places (no network): a model invents plausible coordinates, so
 * each place is flagged with the reasons an editor should look before saving. Pure functions.
 */
export interface CheckedPlace {
  latitude: number;
  longitude: number;
  country: string | null;
}

export const NEAR_METERS = 50;
export const MIN_DECIMALS = 4;
export const OUTLIER_SIGMA = 2.5;

/** Great-circle distance in metres (haversine). */
export function distanceMeters(a: CheckedPlace, b: CheckedPlace): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function decimals(value: number): number {
  const text = String(value);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** True when the stated country names the country (or one of its territories) at the point. */
export function inStatedCountry(place: CheckedPlace): boolean {
  if (!place.country) return true;
  const at = feature([place.longitude, place.latitude], { level: 'territory' });
  const country = feature([place.longitude, place.latitude], { level: 'country' });
  const stated = normalize(place.country);
  const statedCode = feature(place.country)?.properties.iso1A2;
  return [at, country].some((f) => {
    if (!f) return false;
    const p = f.properties;
    const names = [p.nameEn, p.iso1A2, p.iso1A3].filter((n): n is string => !!n).map(normalize);
    return (
      (statedCode && p.iso1A2 === statedCode) ||
      names.some((n) => n === stated || n.startsWith(stated) || stated.startsWith(n))
    );
  });
}

/** The reasons one place (with its siblings) is flagged; an empty array means nothing was noticed. */
export function checkPlace(place: CheckedPlace, index: number, all: CheckedPlace[]): string[] {
  const { latitude: lat, longitude: lon } = place;
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
    return ['Coordinates out of range'];
  }
  if (lat === 0 && lon === 0) return ['Coordinates are 0,0'];
  const flags: string[] = [];
  // country-coder knows land and territorial waters: no feature at all means open sea (small
  // islands have their own feature, so they are not flagged).
  if (!iso1A2Code([lon, lat])) flags.push('In the open sea');
  else if (!inStatedCountry(place)) flags.push(`Not in ${place.country}`);
  if (decimals(lat) < MIN_DECIMALS || decimals(lon) < MIN_DECIMALS) flags.push(`Fewer than ${MIN_DECIMALS} decimals`);
  all.forEach((other, j) => {
    if (j === index) return;
    if (other.latitude === lat && other.longitude === lon) flags.push(`Same coordinates as place ${j + 1}`);
    else if (distanceMeters(place, other) < NEAR_METERS) flags.push(`Within ${NEAR_METERS} m of place ${j + 1}`);
  });
  if (isOutlier(index, all)) flags.push('Far from the other places');
  return flags;
}

/** Places of one film within this much of the others' spread are never called far (city-scale noise). */
export const OUTLIER_FLOOR_METERS = 25_000;

/**
 * Far from the rest: its median distance to the others lies beyond OUTLIER_SIGMA σ of the places'
 * median distances. σ is the robust one (1.4826 × median absolute deviation): with a plain standard
 * deviation a single far place inflates σ so much that it can never exceed 2.5 σ in a list of 5–8.
 */
export function isOutlier(index: number, all: CheckedPlace[]): boolean {
  if (all.length < 4) return false;
  const medians = all.map((p, i) => median(all.filter((_, j) => j !== i).map((q) => distanceMeters(p, q))));
  const center = median(medians);
  const sigma = 1.4826 * median(medians.map((m) => Math.abs(m - center)));
  return medians[index] - center > Math.max(OUTLIER_SIGMA * sigma, OUTLIER_FLOOR_METERS);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Every place's flags, in order. */
export function checkPlaces(places: CheckedPlace[]): string[][] {
  return places.map((place, i) => checkPlace(place, i, places));
}

/** Flags a place within NEAR_METERS of a place the movie already has. */
export function nearExisting(place: CheckedPlace, existing: (CheckedPlace & { name: string })[]): string[] {
  return existing
    .filter((e) => distanceMeters(place, e) < NEAR_METERS)
    .map((e) => `Within ${NEAR_METERS} m of existing place ${e.name}`);
}

/** A place with the precision its source states, for precisionFlags. */
export interface PrecisionClaim extends CheckedPlace {
  precision?: LocationPrecision | null;
  address?: string | null;
  city?: string | null;
}

/** Fewer decimals than this (about 100 m) cannot hold a spot or a street: it is a town's point. */
export const SPOT_DECIMALS = 3;

/**
 * Whether the stated precision fits the position (issue 34): the field's known pain is a city's
 * centre given as the spot. Offline there is no gazetteer of city centres, so the signs are the
 * ones a geocoder's city answer leaves: a rounded point, no street address, or the very same point
 * as another place of the film.
 */
export function precisionFlags(place: PrecisionClaim, index: number, all: PrecisionClaim[]): string[] {
  if (!place.precision) return ['No precision stated: say how exact the position is'];
  if (place.precision !== 'exact' && place.precision !== 'street') return [];
  const said = `Said "${LOCATION_PRECISION_LABELS[place.precision]}"`;
  const flags: string[] = [];
  if (decimals(place.latitude) < SPOT_DECIMALS || decimals(place.longitude) < SPOT_DECIMALS)
    flags.push(`${said}, but the position is rounded like a city's centre`);
  const address = place.address?.trim().toLowerCase();
  if (!address || address === place.city?.trim().toLowerCase()) flags.push(`${said}, but no street address is given`);
  const twin = all.findIndex(
    (other, j) => j !== index && other.latitude === place.latitude && other.longitude === place.longitude,
  );
  if (twin >= 0) flags.push(`${said}, but place ${twin + 1} has the same point: a city's centre?`);
  return flags;
}
