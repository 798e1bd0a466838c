import type { CostMatrix } from './cost-matrix.js';
import { greatCircleMetres } from './distance.js';
import { exactOrder } from './exact-order.js';
import { heuristicOrder } from './heuristic-order.js';
import type { GeoPoint } from './trip-stop.js';

/**
 * Where the walk starts: the index of one of the stops (it stays first), or a free position such
 * as the visitor's, which is not a stop and is not returned.
 */
export type OrderStart = number | GeoPoint;

export interface OrderOptions {
  /**
   * Up to this many stops to place (not counting a start stop), the order is the true shortest
   * (Held–Karp); beyond it, the heuristic's. Each stop more doubles the exact table's time and
   * memory: 12 take a few milliseconds and 400 kB, 16 would take 8 MB.
   */
  exactUpTo?: number;
}

export const EXACT_ORDER_LIMIT = 12;

/**
 * The stops in the order of the shortest walk from `start`, as an open path (the walk ends at the
 * last stop; it does not come back). Walking distance is proportional to the great-circle
 * distance, so the shortest great-circle path is the shortest walk. Without a start, the walk may
 * begin at any stop. Deterministic: the same stops and start always give the same order.
 */
export function bestOrder<T extends GeoPoint>(
  stops: readonly T[],
  start?: OrderStart,
  options: OrderOptions = {},
): T[] {
  stops.forEach(assertPosition);
  if (typeof start === 'object') assertPosition(start);
  const startStop = typeof start === 'number' ? stopAt(stops, start) : undefined;
  const toPlace = startStop === undefined ? [...stops] : stops.filter((_, index) => index !== start);
  const matrix = costMatrix(typeof start === 'object' ? start : startStop, toPlace);
  const exact = toPlace.length <= (options.exactUpTo ?? EXACT_ORDER_LIMIT);
  const path = exact ? exactOrder(matrix) : heuristicOrder(matrix);
  const ordered = path.slice(1).map((node) => toPlace[node - 1]);
  return startStop === undefined ? ordered : [startStop, ...ordered];
}

function stopAt<T>(stops: readonly T[], index: number): T {
  if (!Number.isInteger(index) || index < 0 || index >= stops.length) {
    throw new RangeError(`No stop ${index} to start from: the trip has ${stops.length} stops`);
  }
  return stops[index];
}

function assertPosition(point: GeoPoint): void {
  const { latitude, longitude } = point;
  if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) {
    throw new RangeError(`Not a position on Earth: ${latitude}, ${longitude}`);
  }
}

/**
 * Node 0 is the origin; without one it is a virtual point at distance 0 from every stop, so the
 * shortest path from it is the shortest path starting anywhere.
 */
function costMatrix(origin: GeoPoint | undefined, stops: readonly GeoPoint[]): CostMatrix {
  const size = stops.length + 1;
  const costs = new Float64Array(size * size);
  const nodes = [origin, ...stops];
  for (let a = 0; a < size; a++) {
    for (let b = a + 1; b < size; b++) {
      const from = nodes[a];
      const cost = from ? greatCircleMetres(from, nodes[b]!) : 0;
      costs[a * size + b] = cost;
      costs[b * size + a] = cost;
    }
  }
  return { size, costs };
}
