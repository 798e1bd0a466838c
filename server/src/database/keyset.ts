import { BadRequestException } from '@nestjs/common';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * Keyset (cursor) paging for the admin lists (issue 36): a page starts after (or ends before) the
 * sort key and id of a row, so page 40,000 costs what page 1 does, where OFFSET read and dropped
 * every row before it. Ties on the sort key are broken by id in the same direction, so one index
 * on (key, id) serves both directions; ascending puts empty keys last, descending first.
 */
export type SortValue = string | number | null;

export interface Cursor {
  value: SortValue;
  id: string;
}

/** `after`: the page that follows the row; `before`: the page that precedes it. */
export interface PageRequest {
  after?: Cursor;
  before?: Cursor;
}

export interface KeysetSort {
  /** The sort key's SQL expression, e.g. `movie.title`. */
  column: string;
  /** The id column, e.g. `movie.id`. */
  id: string;
  direction: 'ASC' | 'DESC';
  nullable: boolean;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.value, cursor.id])).toString('base64url');
}

export function decodeCursor(text: string | undefined): Cursor | undefined {
  if (!text) return undefined;
  try {
    const [value, id] = JSON.parse(Buffer.from(text, 'base64url').toString()) as [SortValue, string];
    const valueOk = value === null || typeof value === 'string' || typeof value === 'number';
    if (valueOk && typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id)) return { value, id };
  } catch {
    // Not ours: answered below.
  }
  throw new BadRequestException('This page link is out of date; start again from the first page');
}

export const flip = (direction: 'ASC' | 'DESC') => (direction === 'ASC' ? 'DESC' : 'ASC');

/** ORDER BY parts: NULLS LAST ascending, NULLS FIRST descending (a B-tree scanned either way). */
export function orderTerms(sort: KeysetSort): [string, 'ASC' | 'DESC', 'NULLS FIRST' | 'NULLS LAST'][] {
  const nulls = sort.direction === 'ASC' ? 'NULLS LAST' : 'NULLS FIRST';
  return [
    [sort.column, sort.direction, nulls],
    [sort.id, sort.direction, nulls],
  ];
}

/** The rows after `cursor` in `sort`'s order, as a WHERE condition with named parameters. */
export function afterCondition(sort: KeysetSort, cursor: Cursor): { sql: string; params: Record<string, unknown> } {
  const params = { keysetValue: cursor.value, keysetId: cursor.id };
  const { column, id } = sort;
  const beyond = sort.direction === 'ASC' ? '>' : '<';
  if (cursor.value === null) {
    // Empty keys come last ascending (only more empty ones follow), first descending (then every key).
    return sort.direction === 'ASC'
      ? { sql: `(${column} IS NULL AND ${id} > :keysetId)`, params }
      : { sql: `((${column} IS NULL AND ${id} < :keysetId) OR ${column} IS NOT NULL)`, params };
  }
  const rowValue = `(${column}, ${id}) ${beyond} (:keysetValue, :keysetId)`;
  if (sort.nullable && sort.direction === 'ASC') return { sql: `(${rowValue} OR ${column} IS NULL)`, params };
  return { sql: rowValue, params };
}

/** The walk a request asks for: `sort`'s order from `after`, or the flipped order back from `before`. */
export function walkOf(
  sort: KeysetSort,
  request: PageRequest,
): { walk: KeysetSort; from?: Cursor; backwards: boolean } {
  const backwards = !!request.before && !request.after;
  return {
    walk: backwards ? { ...sort, direction: flip(sort.direction) } : sort,
    from: backwards ? request.before : request.after,
    backwards,
  };
}

/** `query`'s rows after `from` (when given) in `walk`'s order: its condition and its ORDER BY. */
export function orderedFrom<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  walk: KeysetSort,
  from: Cursor | undefined,
): SelectQueryBuilder<T> {
  if (from) {
    const { sql, params } = afterCondition(walk, from);
    query.andWhere(sql, params);
  }
  const [first, ...rest] = orderTerms(walk);
  query.orderBy(...first);
  for (const term of rest) query.addOrderBy(...term);
  return query;
}

export interface KeysetPage<T> {
  rows: T[];
  /** The query's raw rows, in the same order (extra selected columns). */
  raw: Record<string, unknown>[];
  previous: string | null;
  next: string | null;
}

/**
 * Runs `query` for one page in `sort`'s order from `request`'s cursor (`limit` + 1 rows read to
 * know whether another page follows). The cursor keeps the sort key as PostgreSQL prints it, so a
 * timestamp keeps its microseconds (a JavaScript Date would drop them and skip or repeat rows).
 */
export async function keysetPage<T extends ObjectLiteral & { id: string }>(
  query: SelectQueryBuilder<T>,
  sort: KeysetSort,
  request: PageRequest,
  limit: number,
): Promise<KeysetPage<T>> {
  const { walk, from, backwards } = walkOf(sort, request);
  const paged = orderedFrom(query.clone().addSelect(`(${sort.column})::text`, 'keyset_value'), walk, from);
  const { entities, raw } = await paged.limit(limit + 1).getRawAndEntities();
  const more = entities.length > limit;
  const rows = entities.slice(0, limit);
  const rawRows = (raw as Record<string, unknown>[]).slice(0, limit);
  if (backwards) {
    rows.reverse();
    rawRows.reverse();
  }
  const edge = (index: number) =>
    rows[index]
      ? encodeCursor({ value: (rawRows[index].keyset_value as string | null) ?? null, id: rows[index].id })
      : null;
  const last = rows.length - 1;
  return backwards
    ? { rows, raw: rawRows, previous: more ? edge(0) : null, next: edge(last) }
    : { rows, raw: rawRows, previous: from ? edge(0) : null, next: more ? edge(last) : null };
}

/** A keyset page with its total, as the admin lists answer it (AdminPageOf in contracts/admin-catalog). */
export function adminPageOf<Item>(
  items: Item[],
  page: Pick<KeysetPage<unknown>, 'previous' | 'next'> & { total: number; estimated: boolean },
  pageSize: number,
) {
  return {
    items,
    total: page.total,
    totalIsEstimate: page.estimated,
    pageSize,
    previous: page.previous,
    next: page.next,
  };
}
