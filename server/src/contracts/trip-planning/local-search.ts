import type { CostMatrix } from './cost-matrix.js';

/** Improvements smaller than this (metres) are rounding noise; taking them could loop forever. */
const EPSILON = 1e-7;
/** Longest run of stops Or-opt moves at once (the classic choice: 1, 2 or 3). */
const LONGEST_SEGMENT = 3;
/** Candidate new neighbours per stop: the closest ones. A better walk rarely joins two stops farther apart. */
const NEIGHBOURS = 12;

// The loops below index arrays instead of destructuring or iterating them: the first call on a
// page runs before the JIT has optimised anything, and there every temporary array costs.

/**
 * An open walk being improved: node 0 stays first, the walk ends wherever its last node is.
 * `position` is the inverse of `path`; `queue` holds the nodes whose surroundings changed since
 * they were last looked at ("don't look bits"), so a search after a small change looks only there.
 */
export interface Walk {
  costs: Float64Array;
  size: number;
  path: number[];
  position: Int32Array;
  /** Each node's nearest nodes, closest first. */
  neighbours: Int32Array[];
  queue: number[];
  queued: Uint8Array;
}

export function walkAlong(matrix: CostMatrix, path: number[]): Walk {
  const { costs, size } = matrix;
  const walk: Walk = {
    costs,
    size,
    path,
    position: new Int32Array(size),
    neighbours: nearestNeighbours(matrix),
    queue: [],
    queued: new Uint8Array(size),
  };
  renumber(walk);
  return walk;
}

/** Each node's NEIGHBOURS closest nodes, by insertion into a short sorted list (no sort of all n). */
function nearestNeighbours({ costs, size }: CostMatrix): Int32Array[] {
  const count = Math.min(NEIGHBOURS, size - 1);
  const lists: Int32Array[] = [];
  for (let node = 0; node < size; node++) {
    const list = new Int32Array(count);
    let filled = 0;
    for (let other = 0; other < size; other++) {
      if (other === node) continue;
      const distance = costs[node * size + other];
      if (filled === count && distance >= costs[node * size + list[count - 1]]) continue;
      let at = filled < count ? filled++ : count - 1;
      for (; at > 0 && costs[node * size + list[at - 1]] > distance; at--) list[at] = list[at - 1];
      list[at] = other;
    }
    lists.push(list);
  }
  return lists;
}

/** Puts the walk on another path (a perturbed copy of the best one), keeping its buffers. */
export function followPath(walk: Walk, path: number[]): void {
  walk.path = path;
  renumber(walk);
}

export function markChanged(walk: Walk, node: number | undefined): void {
  if (node === undefined || walk.queued[node]) return;
  walk.queued[node] = 1;
  walk.queue.push(node);
}

/**
 * 2-opt and Or-opt moves that join a changed node to one of its near neighbours, until no such
 * move shortens the walk. Only moves whose new edge at that node is shorter than an edge it gives
 * up are tried: every improving 2-opt move has such an end.
 */
export function improve(walk: Walk): void {
  while (walk.queue.length > 0) {
    const node = walk.queue.pop()!;
    walk.queued[node] = 0;
    if (reverseToward(walk, node) || moveRunToward(walk, node)) markChanged(walk, node);
  }
}

const cost = (walk: Walk, a: number, b: number): number => walk.costs[a * walk.size + b];

/** The cost of the edge after path[index]; 0 at the end of the walk, which has none. */
const edgeAfter = (walk: Walk, index: number): number =>
  index + 1 < walk.path.length ? cost(walk, walk.path[index], walk.path[index + 1]) : 0;

function renumber(walk: Walk, from = 0, to = walk.path.length - 1): void {
  for (let index = from; index <= to; index++) walk.position[walk.path[index]] = index;
}

/**
 * 2-opt: reverses a stretch of the walk so that `node` and a near neighbour become adjacent,
 * giving up the edge after `node` or the one before it.
 */
function reverseToward(walk: Walk, node: number): boolean {
  const p = walk.position[node];
  const afterCost = p + 1 < walk.path.length ? edgeAfter(walk, p) : Infinity;
  const beforeCost = p > 0 ? edgeAfter(walk, p - 1) : -Infinity;
  const neighbours = walk.neighbours[node];
  for (let n = 0; n < neighbours.length; n++) {
    const joined = cost(walk, node, neighbours[n]);
    if (joined >= afterCost && joined >= beforeCost) break;
    const q = walk.position[neighbours[n]];
    if (joined < afterCost && tryReversal(walk, q > p ? p + 1 : q + 1, q > p ? q : p)) return true;
    if (joined < beforeCost && tryReversal(walk, q > p ? p : q, q > p ? q - 1 : p - 1)) return true;
  }
  return false;
}

function tryReversal(walk: Walk, i: number, j: number): boolean {
  if (i < 1 || i >= j || reversalGain(walk, i, j) <= EPSILON) return false;
  const { path } = walk;
  markChanged(walk, path[i - 1]);
  markChanged(walk, path[i]);
  markChanged(walk, path[j]);
  markChanged(walk, path[j + 1]);
  for (let a = i, b = j; a < b; a++, b--) {
    const swap = path[a];
    path[a] = path[b];
    path[b] = swap;
  }
  renumber(walk, i, j);
  return true;
}

/** What reversing path[i..j] (1 ≤ i < j) saves; the walk's end has no edge after it. */
function reversalGain(walk: Walk, i: number, j: number): number {
  const { path } = walk;
  const joinAfter = j + 1 < path.length ? cost(walk, path[i], path[j + 1]) : 0;
  return cost(walk, path[i - 1], path[i]) + edgeAfter(walk, j) - cost(walk, path[i - 1], path[j]) - joinAfter;
}

/** Or-opt: moves a run of 1–3 nodes that begins or ends at `node` next to one of its near neighbours. */
function moveRunToward(walk: Walk, node: number): boolean {
  const p = walk.position[node];
  for (let length = 1; length <= LONGEST_SEGMENT; length++) {
    // The run that begins at `node`, then (when longer than 1) the run that ends there.
    if (moveRunIfShorter(walk, node, p, length)) return true;
    if (length > 1 && moveRunIfShorter(walk, node, p - length + 1, length)) return true;
  }
  return false;
}

/**
 * Puts path[start..start+length-1] in the best gap next to one of `node`'s near neighbours, in
 * the cheaper direction, if that shortens the walk.
 */
function moveRunIfShorter(walk: Walk, node: number, start: number, length: number): boolean {
  const { path, position } = walk;
  const end = start + length - 1;
  if (start < 1 || end >= path.length) return false;
  const first = path[start];
  const last = path[end];
  // The longest edge `node` gives up when the run is lifted out (at the walk's end none: any join may pay).
  const before = first === node ? cost(walk, path[start - 1], node) : 0;
  const after = last !== node ? 0 : end + 1 < path.length ? edgeAfter(walk, end) : Infinity;
  const given = Math.max(before, after);
  const liftGain = runLiftGain(walk, start, end);
  let bestGain = EPSILON;
  let bestAfter = -1;
  let bestReversed = false;
  const neighbours = walk.neighbours[node];
  for (let n = 0; n < neighbours.length && cost(walk, node, neighbours[n]) < given; n++) {
    const q = position[neighbours[n]];
    if (q >= start && q <= end) continue;
    // After the neighbour, or before it (after the node before it).
    for (let k = q; k >= q - 1; k--) {
      if (k < 0 || (k >= start - 1 && k <= end)) continue;
      const at = path[k];
      const next = k + 1 < path.length ? path[k + 1] : -1;
      const gap = next === -1 ? 0 : cost(walk, at, next);
      const forward = cost(walk, at, first) + (next === -1 ? 0 : cost(walk, last, next)) - gap;
      const backward = cost(walk, at, last) + (next === -1 ? 0 : cost(walk, first, next)) - gap;
      const gain = liftGain - Math.min(forward, backward);
      if (gain > bestGain) {
        bestGain = gain;
        bestAfter = at;
        bestReversed = backward < forward;
      }
    }
  }
  if (bestAfter === -1) return false;
  moveRun(walk, start, length, bestAfter, bestReversed);
  return true;
}

/** What taking path[start..end] out of the walk saves (its ends' edges, minus the edge that closes the gap). */
function runLiftGain(walk: Walk, start: number, end: number): number {
  const { path } = walk;
  const closing = end + 1 < path.length ? cost(walk, path[start - 1], path[end + 1]) : 0;
  return cost(walk, path[start - 1], path[start]) + edgeAfter(walk, end) - closing;
}

function moveRun(walk: Walk, start: number, length: number, after: number, reversed: boolean): void {
  const { path } = walk;
  const end = start + length - 1;
  for (const changed of [
    path[start - 1],
    path[start],
    path[end],
    path[end + 1],
    after,
    path[walk.position[after] + 1],
  ]) {
    markChanged(walk, changed);
  }
  const run = path.splice(start, length);
  if (reversed) run.reverse();
  path.splice(path.indexOf(after) + 1, 0, ...run);
  renumber(walk);
}
