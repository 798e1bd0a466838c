import { describe, expect, it } from '@jest/globals';
import { bestOrder, type OrderStart } from './best-order.js';
import { greatCircleMetres } from './distance.js';
import { seededRandom } from './seeded-random.js';
import type { GeoPoint } from './trip-stop.js';

const PARIS = { latitude: 48.8566, longitude: 2.3522 };
/** ~1 km in degrees of latitude; longitude is stretched by the cosine, which doesn't matter here. */
const KM = 1 / 111;

function scatteredStops(random: () => number, count: number, spreadKm = 4): GeoPoint[] {
  return Array.from({ length: count }, () => ({
    latitude: PARIS.latitude + (random() - 0.5) * spreadKm * KM,
    longitude: PARIS.longitude + (random() - 0.5) * spreadKm * KM * 1.5,
  }));
}

/** A few tight groups far apart: the layout where a greedy walk goes wrong most. */
function clusteredStops(random: () => number, count: number): GeoPoint[] {
  const centres = scatteredStops(random, 3, 8);
  return Array.from({ length: count }, (_, i) => {
    const centre = centres[i % centres.length];
    return {
      latitude: centre.latitude + (random() - 0.5) * 0.4 * KM,
      longitude: centre.longitude + (random() - 0.5) * 0.6 * KM,
    };
  });
}

function walkLength(points: readonly GeoPoint[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += greatCircleMetres(points[i - 1], points[i]);
  return total;
}

/** The length of the order bestOrder returned, counted from a free start position when there is one. */
function orderedLength(ordered: readonly GeoPoint[], start: OrderStart | undefined): number {
  return walkLength(typeof start === 'object' ? [start, ...ordered] : ordered);
}

/**
 * The true shortest walk by trying every order: the reference the planner is held to. An order
 * whose first stops already walk as far as the best complete one is not continued (distances are
 * never negative, so it cannot end shorter) — the answer is the same, in seconds instead of minutes.
 */
function bruteForceShortest(stops: readonly GeoPoint[], start: OrderStart | undefined): number {
  const origin = typeof start === 'number' ? stops[start] : start;
  const rest = typeof start === 'number' ? stops.filter((_, i) => i !== start) : [...stops];
  const distance = rest.map((a) => rest.map((b) => greatCircleMetres(a, b)));
  const fromOrigin = rest.map((stop) => (origin ? greatCircleMetres(origin, stop) : 0));
  const used = new Array<boolean>(rest.length).fill(false);
  let shortest = Infinity;
  const extend = (last: number, placed: number, length: number): void => {
    if (length >= shortest) return;
    if (placed === rest.length) {
      shortest = length;
      return;
    }
    for (let next = 0; next < rest.length; next++) {
      if (used[next]) continue;
      used[next] = true;
      extend(next, placed + 1, length + (last === -1 ? fromOrigin[next] : distance[last][next]));
      used[next] = false;
    }
  };
  extend(-1, 0, 0);
  return shortest;
}

interface Instance {
  stops: GeoPoint[];
  start: OrderStart | undefined;
}

/** Random trips of 2–10 stops, scattered or clustered, starting at a stop, at a position or anywhere. */
function randomInstances(seed: number, count: number, sizes: readonly number[]): Instance[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const size = sizes[i % sizes.length];
    const stops = i % 2 === 0 ? scatteredStops(random, size) : clusteredStops(random, size);
    const kind = Math.floor(random() * 3);
    const start = kind === 0 ? Math.floor(random() * size) : kind === 1 ? scatteredStops(random, 1, 10)[0] : undefined;
    return { stops, start };
  });
}

function expectPermutation(ordered: readonly GeoPoint[], stops: readonly GeoPoint[]): void {
  expect(ordered).toHaveLength(stops.length);
  expect(new Set(ordered)).toEqual(new Set(stops));
}

describe('bestOrder', () => {
  it('walks a straight street from one end, and from the middle to the nearer end first', () => {
    const steps = [0, 3, 1, 4, 2];
    const street = steps.map((step) => ({ latitude: 51.5, longitude: -0.1 + step * 0.001 }));
    const stepsWalked = (start: number) => bestOrder(street, start).map((stop) => steps[street.indexOf(stop)]);
    expect(stepsWalked(0)).toEqual([0, 1, 2, 3, 4]);
    expect(stepsWalked(1)).toEqual([3, 4, 2, 1, 0]);
  });

  it('keeps the chosen stop first and leaves a start position out of the result', () => {
    const stops = scatteredStops(seededRandom(1), 8);
    expect(bestOrder(stops, 5)[0]).toBe(stops[5]);
    const ordered = bestOrder(stops, { latitude: 48.9, longitude: 2.3 });
    expectPermutation(ordered, stops);
  });

  it('orders empty and one-stop trips', () => {
    expect(bestOrder([])).toEqual([]);
    const only = { latitude: 1, longitude: 2 };
    expect(bestOrder([only], 0)).toEqual([only]);
    expect(bestOrder([only], { latitude: 0, longitude: 0 })).toEqual([only]);
  });

  it('refuses a start stop the trip does not have and a position not on Earth', () => {
    const stops = scatteredStops(seededRandom(2), 3);
    expect(() => bestOrder(stops, 3)).toThrow(RangeError);
    expect(() => bestOrder(stops, 1.5)).toThrow(RangeError);
    expect(() => bestOrder(stops, { latitude: 91, longitude: 0 })).toThrow(RangeError);
    expect(() => bestOrder([...stops, { latitude: Number.NaN, longitude: 0 }])).toThrow(RangeError);
  });

  it('finds the true shortest walk for up to 10 stops (compared with trying every order)', () => {
    for (const { stops, start } of randomInstances(11, 120, [2, 3, 4, 5, 6, 7, 8, 9, 10])) {
      const ordered = bestOrder(stops, start);
      expectPermutation(ordered, stops);
      expect(orderedLength(ordered, start)).toBeCloseTo(bruteForceShortest(stops, start), 3);
    }
  });

  it('keeps its long-trip heuristic within 2 % of the true shortest walk for up to 10 stops', () => {
    const ratios = randomInstances(29, 600, [5, 6, 7, 8, 9, 10]).map(({ stops, start }) => {
      const ordered = bestOrder(stops, start, { exactUpTo: 0 });
      expectPermutation(ordered, stops);
      return orderedLength(ordered, start) / bruteForceShortest(stops, start);
    });
    expect(Math.max(...ratios)).toBeLessThanOrEqual(1.02);
  });

  it('orders 200 stops into a walk no longer than the greedy nearest-stop walk, the same way each time', () => {
    const stops = clusteredStops(seededRandom(7), 200);
    const ordered = bestOrder(stops, 0);
    expectPermutation(ordered, stops);
    expect(bestOrder(stops, 0)).toEqual(ordered);
    expect(walkLength(ordered)).toBeLessThanOrEqual(walkLength(nearestStopWalk(stops)));
  });
});

function nearestStopWalk(stops: readonly GeoPoint[]): GeoPoint[] {
  const left = stops.slice(1);
  const walk = [stops[0]];
  while (left.length > 0) {
    const here = walk[walk.length - 1];
    const distances = left.map((stop) => greatCircleMetres(here, stop));
    walk.push(left.splice(distances.indexOf(Math.min(...distances)), 1)[0]);
  }
  return walk;
}
