import type { PlaceGroup, PlaceSummary } from '../contracts/trips.js';
import { greatCircleMetres } from '../contracts/trip-planning/index.js';

/**
 * A movie's places in groups a visitor could walk in one trip: two places closer than `distanceKm`
 * share a group, and so, in a chain, do their neighbours (single linkage), so a city's places stay
 * together however it sprawls while places in other cities or countries part. Biggest group first.
 */
export function groupPlaces(places: readonly PlaceSummary[], distanceKm: number): PlaceGroup[] {
  const parent = places.map((_, index) => index);
  const root = (index: number): number => {
    while (parent[index] !== index) index = parent[index] = parent[parent[index]];
    return index;
  };
  for (let a = 0; a < places.length; a++)
    for (let b = a + 1; b < places.length; b++)
      if (greatCircleMetres(places[a], places[b]) <= distanceKm * 1000) parent[root(b)] = root(a);
  const members = new Map<number, PlaceSummary[]>();
  places.forEach((place, index) => members.set(root(index), [...(members.get(root(index)) ?? []), place]));
  return [...members.values()]
    .map(groupOf)
    .sort((a, b) => b.places.length - a.places.length || a.label.localeCompare(b.label));
}

function groupOf(places: PlaceSummary[]): PlaceGroup {
  const cities = byFrequency(places.map((place) => place.city));
  const countries = byFrequency(places.map((place) => place.country));
  return {
    label: labelOf(cities, countries),
    cities,
    countries,
    center: {
      latitude: mean(places.map((place) => place.latitude)),
      longitude: meanLongitude(places.map((place) => place.longitude)),
    },
    places,
  };
}

/** "Paris", "Paris and 2 more" (cities), else the country, for the picker's button. */
function labelOf(cities: string[], countries: string[]): string {
  if (cities.length === 0) return countries[0] ?? 'Places without a city';
  return cities.length === 1 ? cities[0] : `${cities[0]} and ${cities.length - 1} more`;
}

/** Distinct non-blank names, the most frequent first (ties in order of appearance). */
function byFrequency(names: (string | null)[]): string[] {
  const counts = new Map<string, number>();
  for (const name of names) {
    const trimmed = name?.trim();
    if (trimmed) counts.set(trimmed, (counts.get(trimmed) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([name]) => name);
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** A group may straddle the antimeridian (Fiji): average the directions, not the numbers. */
function meanLongitude(longitudes: number[]): number {
  const radians = longitudes.map((degrees) => (degrees * Math.PI) / 180);
  const x = mean(radians.map(Math.cos));
  const y = mean(radians.map(Math.sin));
  return (Math.atan2(y, x) * 180) / Math.PI;
}
