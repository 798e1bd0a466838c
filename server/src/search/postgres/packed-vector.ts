import type { ByteReader, ByteStore } from './byte-store.js';

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

/**
 * The stored form of a vector, in a table's ByteStore (about a third of the packed form): varints
 * [n, (term id × 2 + 1 when a position is weight A) × n, then per entry its position count and
 * positions]. Postings are rebuilt from the first part alone; ranking unpacks the whole.
 */
export function storeVector(entries: { term: number; positions: number[] }[], store: ByteStore): void {
  store.appendVarint(entries.length);
  for (const { term, positions } of entries)
    store.appendVarint(term * 2 + (positions.some((p) => (p & 3) === WEIGHT_A) ? 1 : 0));
  for (const { positions } of entries) {
    store.appendVarint(positions.length);
    for (const position of positions) store.appendVarint(position);
  }
}

/** Unpacks a stored vector (the reader at its start) into `into`, grown when too small; returns the packed vector. */
export function unpackVector(reader: ByteReader, into: Int32Array): PackedVector {
  const n = reader.varint();
  let packed = into.length >= 2 + 2 * n ? into : new Int32Array(2 * (2 + 2 * n));
  packed[0] = n;
  for (let i = 0; i < n; i++) packed[1 + i] = Math.floor(reader.varint() / 2);
  let at = 0;
  for (let i = 0; i < n; i++) {
    packed[1 + n + i] = at;
    const count = reader.varint();
    if (packed.length < 2 + 2 * n + at + count) {
      const grown = new Int32Array(2 * (2 + 2 * n + at + count));
      grown.set(packed);
      packed = grown;
    }
    for (let j = 0; j < count; j++) packed[2 + 2 * n + at++] = reader.varint();
  }
  packed[1 + 2 * n] = at;
  return packed;
}
