import { describe, expect, it } from '@jest/globals';
import { afterCondition, decodeCursor, encodeCursor, orderTerms, type KeysetSort } from './keyset.js';

const id = '0b9ecba8-5897-45f7-a1cd-afa0ce4b5303';
const sort = (direction: 'ASC' | 'DESC', nullable = true): KeysetSort => ({
  column: 'movie.year',
  id: 'movie.id',
  direction,
  nullable,
});

describe('keyset paging', () => {
  it('reads back the cursor it wrote, and refuses one it did not', () => {
    const cursor = { value: '2026-11-27 21:00:00.123456+00', id };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor(undefined)).toBeUndefined();
    expect(() => decodeCursor('nonsense')).toThrow('This page link is out of date');
    expect(() => decodeCursor(encodeCursor({ value: 'x', id: "1' OR 1=1" }))).toThrow();
  });

  it('orders empty keys last ascending and first descending, ties by id the same way', () => {
    expect(orderTerms(sort('ASC'))).toEqual([
      ['movie.year', 'ASC', 'NULLS LAST'],
      ['movie.id', 'ASC', 'NULLS LAST'],
    ]);
    expect(orderTerms(sort('DESC'))[1]).toEqual(['movie.id', 'DESC', 'NULLS FIRST']);
  });

  it('continues after a row: past its key, then the empty keys where they come next', () => {
    expect(afterCondition(sort('ASC'), { value: '1990', id }).sql).toBe(
      '((movie.year, movie.id) > (:keysetValue, :keysetId) OR movie.year IS NULL)',
    );
    expect(afterCondition(sort('ASC', false), { value: '1990', id }).sql).toBe(
      '(movie.year, movie.id) > (:keysetValue, :keysetId)',
    );
    expect(afterCondition(sort('DESC'), { value: '1990', id }).sql).toBe(
      '(movie.year, movie.id) < (:keysetValue, :keysetId)',
    );
    expect(afterCondition(sort('ASC'), { value: null, id }).sql).toBe('(movie.year IS NULL AND movie.id > :keysetId)');
    expect(afterCondition(sort('DESC'), { value: null, id }).sql).toBe(
      '((movie.year IS NULL AND movie.id < :keysetId) OR movie.year IS NOT NULL)',
    );
  });
});
