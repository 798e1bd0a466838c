/**
 * A document's tsvector in one Int32Array (one object per document instead of one per word):
 * [n, term ids × n (in the tsvector's lexeme order), position starts × (n + 1), positions…],
 * each position `pos * 4 + weight` (D 0 … A 3).
 */
export type PackedVector = Int32Array;

export function packVector(entries: { term: number; positions: number[] }[]): PackedVector {
  const n = entries.length;
  const total = entries.reduce((sum, e) => sum + e.positions.length, 0);
  const packed = new Int32Array(2 + 2 * n + total);
  packed[0] = n;
  let at = 0;
  entries.forEach((entry, i) => {
    packed[1 + i] = entry.term;
    packed[1 + n + i] = at;
    for (const position of entry.positions) packed[2 + 2 * n + at++] = position;
  });
  packed[1 + 2 * n] = at;
  return packed;
}

export const termCount = (v: PackedVector): number => v[0];
export const termAt = (v: PackedVector, i: number): number => v[1 + i];
/** Index in `v` of the first position of entry i, and one past its last. */
export const positionsStart = (v: PackedVector, i: number): number => 2 + 2 * v[0] + v[1 + v[0] + i];
export const positionsEnd = (v: PackedVector, i: number): number => 2 + 2 * v[0] + v[2 + v[0] + i];
export const WEIGHT_A = 3;
