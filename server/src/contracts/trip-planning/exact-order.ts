import { type CostMatrix, costBetween } from './cost-matrix.js';

/**
 * The shortest open path from node 0 through every other node (Held–Karp dynamic programming over
 * subsets): O(2ⁿ·n²) time and O(2ⁿ·n) memory, so only for a dozen stops or so — 12 take about
 * 600,000 steps and 400 kB. Returns the path, node 0 first.
 */
export function exactOrder(matrix: CostMatrix): number[] {
  const count = matrix.size - 1;
  if (count <= 1) return count === 1 ? [0, 1] : [0];
  return followBack(shortestPaths(matrix, count), count);
}

interface PathTable {
  /** best[mask * count + j]: the shortest path from node 0 through the nodes of mask, ending at node j + 1. */
  best: Float64Array;
  /** The node before j + 1 on that path (as j, -1 for node 0). */
  previous: Int8Array;
}

function shortestPaths(matrix: CostMatrix, count: number): PathTable {
  const masks = 1 << count;
  const best = new Float64Array(masks * count).fill(Infinity);
  const previous = new Int8Array(masks * count).fill(-1);
  for (let j = 0; j < count; j++) best[(1 << j) * count + j] = costBetween(matrix, 0, j + 1);
  for (let mask = 1; mask < masks; mask++) {
    for (let j = 0; j < count; j++) {
      const here = best[mask * count + j];
      if (here === Infinity || !(mask & (1 << j))) continue;
      for (let k = 0; k < count; k++) {
        if (mask & (1 << k)) continue;
        const next = (mask | (1 << k)) * count + k;
        const cost = here + costBetween(matrix, j + 1, k + 1);
        if (cost < best[next]) {
          best[next] = cost;
          previous[next] = j;
        }
      }
    }
  }
  return { best, previous };
}

function followBack({ best, previous }: PathTable, count: number): number[] {
  let mask = (1 << count) - 1;
  let last = 0;
  for (let j = 1; j < count; j++) if (best[mask * count + j] < best[mask * count + last]) last = j;
  const reversed: number[] = [];
  while (last !== -1) {
    reversed.push(last + 1);
    const before = previous[mask * count + last];
    mask &= ~(1 << last);
    last = before;
  }
  return [0, ...reversed.reverse()];
}
