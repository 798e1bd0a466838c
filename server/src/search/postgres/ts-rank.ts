import { positionsEnd, positionsStart, termAt, termCount, type PackedVector } from './packed-vector.js';

/** ts_rank's default weights by position weight code: D, C, B, A. */
const WEIGHTS = [0.1, 0.2, 0.4, 1.0];
/** sum(1/i^2) for i = 1…∞, which ts_rank divides by. */
const PI2_6 = 1.64493406685;
const weightOf = (position: number): number => WEIGHTS[position & 3];
const positionOf = (position: number): number => position >> 2;

/**
 * PostgreSQL's ts_rank(vector, query) with the default weights and no normalisation
 * (src/backend/utils/adt/tsrank.c), over a packed vector. `operandsOfTerm` says which of the
 * query's `operandCount` distinct words (sorted as SortAndUniqItems sorts them) each indexed term
 * matches. With `proximity` (the query's top operator is AND) words close together rank higher.
 */
export function tsRank(
  vector: PackedVector,
  operandsOfTerm: Map<number, number[]>,
  operandCount: number,
  proximity: boolean,
): number {
  const entries = entriesByOperand(vector, operandsOfTerm, operandCount);
  const rank = proximity && operandCount >= 2 ? rankAnd(vector, entries) : rankOr(vector, entries, operandCount);
  return rank < 0 ? 1e-20 : rank;
}

/**
 * Lists reused by every call (ranking is synchronous): a search ranks hundreds of documents, and
 * allocating lists for each showed in its profile. Lists past the query's operands stay empty.
 */
const operandEntries: number[][] = [];

/** For each operand, the vector's entries it matches, in the vector's order. */
function entriesByOperand(vector: PackedVector, operandsOfTerm: Map<number, number[]>, count: number): number[][] {
  while (operandEntries.length < count) operandEntries.push([]);
  for (const list of operandEntries) list.length = 0;
  for (let i = 0; i < termCount(vector); i++) {
    const operands = operandsOfTerm.get(termAt(vector, i));
    if (operands === undefined) continue;
    for (const operand of operands) operandEntries[operand].push(i);
  }
  return operandEntries;
}

/** calc_rank_or: each matched word's occurrences, the heaviest counted in full and the rest decaying. */
function rankOr(vector: PackedVector, entries: number[][], operandCount: number): number {
  let rank = 0;
  for (const matched of entries) {
    for (const entry of matched) {
      let sum = 0;
      let heaviest = -1;
      let heaviestAt = 0;
      const start = positionsStart(vector, entry);
      for (let j = 0; j < positionsEnd(vector, entry) - start; j++) {
        const weight = weightOf(vector[start + j]);
        sum += weight / ((j + 1) * (j + 1));
        if (weight > heaviest) [heaviest, heaviestAt] = [weight, j];
      }
      rank += (heaviest + sum - heaviest / ((heaviestAt + 1) * (heaviestAt + 1))) / PI2_6;
    }
  }
  return operandCount > 0 ? rank / operandCount : rank;
}

/** calc_rank_and: every pair of occurrences of two different query words, the nearer the better. */
function rankAnd(vector: PackedVector, entries: number[][]): number {
  let rank = -1;
  const lastEntry: number[] = new Array(entries.length).fill(-1);
  entries.forEach((matched, i) => {
    for (const entry of matched) {
      lastEntry[i] = entry;
      for (let k = 0; k < i; k++) {
        if (lastEntry[k] < 0) continue;
        for (let l = positionsStart(vector, entry); l < positionsEnd(vector, entry); l++) {
          for (let p = positionsStart(vector, lastEntry[k]); p < positionsEnd(vector, lastEntry[k]); p++) {
            const distance = Math.abs(positionOf(vector[l]) - positionOf(vector[p]));
            if (distance === 0) continue;
            const weight = Math.sqrt(weightOf(vector[l]) * weightOf(vector[p]) * wordDistance(distance));
            rank = rank < 0 ? weight : 1 - (1 - rank) * (1 - weight);
          }
        }
      }
    }
  });
  return rank;
}

function wordDistance(distance: number): number {
  return distance > 100 ? 1e-30 : 1 / (1.005 + 0.05 * Math.exp(distance / 1.5 - 2));
}
