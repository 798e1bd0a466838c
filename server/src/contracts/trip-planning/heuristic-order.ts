import { type CostMatrix, costBetween, pathCost } from './cost-matrix.js';
import { followPath, improve, markChanged, walkAlong } from './local-search.js';
import { seededRandom } from './seeded-random.js';

/**
 * The search stops after this many perturbations in a row found nothing shorter, or after the
 * most it may try. A perturbation is searched again only where it changed the walk, so each is
 * cheap. Small trips are searched longest, which keeps them within 2 % of the optimum
 * (best-order.spec.ts); from 30 stops on, 100 fruitless tries in a row end the search within
 * 0.1–0.6 % of what 3,000 would find, in a fraction of the time (bench/trip-order.mjs).
 */
const patienceFor = (size: number): number => Math.max(100, Math.round(3000 / size));
const MOST_KICKS = 500;
/** Fixed, so the same trip always gets the same order. */
const SEED = 0x5eed;
/** Improvements smaller than this (metres) are rounding noise. */
const EPSILON = 1e-7;

/**
 * A short open path from node 0 through every node, for trips too long to solve exactly: nearest
 * neighbour, then 2-opt and Or-opt until neither improves, then iterated local search (a segment
 * swap the two cannot undo, searched again, kept when shorter). Deterministic. Returns the path,
 * node 0 first.
 */
export function heuristicOrder(matrix: CostMatrix): number[] {
  const walk = walkAlong(matrix, nearestNeighbourPath(matrix));
  for (const node of walk.path) markChanged(walk, node);
  improve(walk);
  let best = walk.path;
  if (best.length < 4) return best;
  let bestCost = pathCost(matrix, best);
  const random = seededRandom(SEED);
  const patience = patienceFor(matrix.size);
  for (let kick = 0, fruitless = 0; kick < MOST_KICKS && fruitless < patience; kick++, fruitless++) {
    const { path, joints } = swapRuns(best, random);
    followPath(walk, path);
    for (const node of joints) markChanged(walk, node);
    improve(walk);
    const cost = pathCost(matrix, walk.path);
    if (cost < bestCost - EPSILON) {
      best = walk.path;
      bestCost = cost;
      fruitless = 0;
    }
  }
  return best;
}

/** From node 0, always on to the closest node not yet visited. */
function nearestNeighbourPath(matrix: CostMatrix): number[] {
  const visited = new Uint8Array(matrix.size);
  const path = [0];
  visited[0] = 1;
  for (let step = 1; step < matrix.size; step++) {
    const here = path[path.length - 1];
    let closest = -1;
    for (let node = 1; node < matrix.size; node++) {
      if (visited[node]) continue;
      if (closest === -1 || costBetween(matrix, here, node) < costBetween(matrix, here, closest)) closest = node;
    }
    visited[closest] = 1;
    path.push(closest);
  }
  return path;
}

/**
 * The open-path form of the double bridge: start + A + B + C becomes start + B + A + C, A and B
 * each perhaps reversed — a three-edge change that 2-opt and Or-opt cannot undo in one move, so
 * the search leaves its local optimum. C may be empty: then the walk's last run comes forward,
 * which an open walk needs and the closed-tour double bridge never does. Returns the new path and
 * the nodes at its changed joints.
 */
function swapRuns(path: readonly number[], random: () => number): { path: number[]; joints: number[] } {
  const [a, b, c] = threeCuts(path.length, random);
  const runA = path.slice(a, b);
  const runB = path.slice(b, c);
  if (random() < 0.5) runA.reverse();
  if (random() < 0.5) runB.reverse();
  const joints = [path[a - 1], path[a], path[b - 1], path[b], path[c - 1], path[c]].filter(
    (node) => node !== undefined,
  );
  return { path: path.slice(0, a).concat(runB, runA, path.slice(c)), joints };
}

/** Three different cut positions in 1..length, in order. */
function threeCuts(length: number, random: () => number): [number, number, number] {
  const cuts: number[] = [];
  while (cuts.length < 3) {
    const cut = 1 + Math.floor(random() * length);
    if (!cuts.includes(cut)) cuts.push(cut);
  }
  cuts.sort((x, y) => x - y);
  return [cuts[0], cuts[1], cuts[2]];
}
