import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { estimatedRows, type ListTotal } from './count-estimate.js';
import { afterCondition, orderedFrom, orderTerms, walkOf, type KeysetSort, type PageRequest } from './keyset.js';

/** How many rows of a list, in its order from the cursor, are read for a page of a common word. */
export const SEARCH_WINDOW = 5_000;

/**
 * Up to this many matches are read unordered and sorted (about 10 ms at a million places); a word
 * with more is in at least 0.5 % of a million rows, so the window holds a page of it.
 */
export const SORTED_MATCHES_MAX = 5_000;

/** A text search's condition on the list's rows, e.g. `location.admin_text LIKE … :like …`. */
export interface TextCondition {
  sql: string;
  params: ObjectLiteral;
}

/** `text` as LIKE reads it literally: its `%`, `_` and backslashes escaped (LIKE's default escape). */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * What a word starts after in folded text (search_fold keeps punctuation). Kept to characters the
 * trigram index can read a regular expression's padding from: with a non-ASCII one (’, which
 * search_fold makes ') PostgreSQL gives up on the index and reads every row.
 */
const WORD_START = `(^|[ ().,/''&:;#!?-])`;

/**
 * An admin list's search on its folded `admin_text` column: the text anywhere in it from three
 * characters on, and shorter, the start of a word ("51" finds "Area 51", not "1951"). One or two
 * characters give the trigram index nothing to look up as a substring (every row read: 160–270 ms
 * at a million places) and are inside most rows anyway; a word's start is padded trigrams ("  5",
 * " 51") that it does look up (1 ms).
 */
export function adminTextMatch(column: string, q: string): TextCondition {
  const term = q.trim();
  if ([...term].length >= 3) {
    const like = likeLiteral(q);
    return { sql: `${column} LIKE '%' || search_fold(:like) || '%'`, params: { like } };
  }
  const wordStart = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return { sql: `${column} ~ ('${WORD_START}' || search_fold(:wordStart))`, params: { wordStart } };
}

/**
 * The ids of one page of an admin list's text search (issue 36), at most `limit` + 1 in the
 * walk's order from the request's cursor (the caller reads and pages those rows), with the
 * search's total. Two reads run side by side:
 *
 * - the matches read unordered through the trigram index, up to SORTED_MATCHES_MAX: when that is all of
 *   them, the total is exact and the page is sorted from them in the same statement;
 * - the next SEARCH_WINDOW rows in the list's order, each tested: a common word fills a page
 *   there, and the share of rows it matched estimates its total.
 *
 * The planner alone cannot choose: it guesses a word's matches from the pattern's length (100 for
 * "cole", which 8,550 of a million places hold) and so reads and sorts every match of a common
 * word; the window instead costs the same whatever the word.
 */
export async function textSearchPage<T extends ObjectLiteral>(
  /** The list's rows with its other filters, without joins the text does not need (each costs a probe a row). */
  list: SelectQueryBuilder<T>,
  text: TextCondition,
  sort: KeysetSort,
  request: PageRequest,
  limit: number,
): Promise<{ ids: string[] } & ListTotal> {
  const [few, window] = await Promise.all([
    fewMatchesPage(list, text, sort, request, limit),
    windowMatches(list, text, sort, request, limit),
  ]);
  if (few) return { ids: few.ids, total: few.total, estimated: false };
  // More than SORTED_MATCHES_MAX: the share of the window's rows it matched, times the list's
  // estimated size, and never below what is known.
  const share = window.hits / Math.max(1, window.scanned);
  const total = Math.max(SORTED_MATCHES_MAX + 1, Math.round(share * (await estimatedRows(list))));
  // The window holds the page when it found a full one, or when the list ended inside it; else the
  // word is common but its next matches lie further on: the planner reads them (ids only, no join).
  const found = window.ids.length > limit || window.scanned < SEARCH_WINDOW;
  const ids = found ? window.ids : await orderedMatches(list, text, sort, request, limit);
  return { ids, total, estimated: true };
}

const orderSql = (sort: KeysetSort) =>
  orderTerms(sort)
    .map(([column, direction, nulls]) => `${column} ${direction} ${nulls}`)
    .join(', ');

/** Every match when there are at most SORTED_MATCHES_MAX, with the page's ids; null when there are more. */
async function fewMatchesPage<T extends ObjectLiteral>(
  list: SelectQueryBuilder<T>,
  text: TextCondition,
  sort: KeysetSort,
  request: PageRequest,
  limit: number,
): Promise<{ ids: string[]; total: number } | null> {
  const { walk, from } = walkOf(sort, request);
  const [matchesSql, params] = list
    .clone()
    .andWhere(text.sql, text.params)
    .orderBy()
    .select(sort.id, 'id')
    .addSelect(sort.column, 'k')
    .limit(SORTED_MATCHES_MAX + 1)
    .getQueryAndParameters();
  const inMatches: KeysetSort = { ...walk, column: 'm.k', id: 'm.id' };
  let after = 'true';
  if (from) {
    // The cursor's named parameters as the next positional ones (an empty key's condition has no value).
    const cursor = afterCondition(inMatches, from);
    after = cursor.sql.replace(/:(keysetValue|keysetId)\b/g, (_, name: 'keysetValue' | 'keysetId') => {
      params.push(cursor.params[name]);
      return `$${params.length}`;
    });
  }
  const [row]: { total: number; ids: string[] }[] = await list.connection.query(
    `WITH m AS MATERIALIZED (${matchesSql})
     SELECT (SELECT count(*) FROM m)::int AS total,
            array(SELECT m.id FROM m WHERE ${after} ORDER BY ${orderSql(inMatches)} LIMIT ${limit + 1}) AS ids`,
    params,
  );
  return row.total > SORTED_MATCHES_MAX ? null : row;
}

/** The page's matches as the planner finds them, ids only. */
async function orderedMatches<T extends ObjectLiteral>(
  list: SelectQueryBuilder<T>,
  text: TextCondition,
  sort: KeysetSort,
  request: PageRequest,
  limit: number,
): Promise<string[]> {
  const { walk, from } = walkOf(sort, request);
  const matches = orderedFrom(list.clone().andWhere(text.sql, text.params).select(sort.id, 'id'), walk, from);
  const rows: { id: string }[] = await matches.limit(limit + 1).getRawMany();
  return rows.map((row) => row.id);
}

/** The first `limit` + 1 matches among the next SEARCH_WINDOW rows of the list, and how many it holds. */
async function windowMatches<T extends ObjectLiteral>(
  list: SelectQueryBuilder<T>,
  text: TextCondition,
  sort: KeysetSort,
  request: PageRequest,
  limit: number,
): Promise<{ ids: string[]; hits: number; scanned: number }> {
  const { walk, from } = walkOf(sort, request);
  const rows = orderedFrom(
    list
      .clone()
      .select(sort.id, 'id')
      .addSelect(`(${text.sql})`, 'hit')
      .addSelect(`row_number() OVER (ORDER BY ${orderSql(walk)})`, 'n')
      .setParameters(text.params),
    walk,
    from,
  );
  const [sql, params] = rows.limit(SEARCH_WINDOW).getQueryAndParameters();
  const [row]: { ids: string[] | null; hits: number; scanned: number }[] = await list.connection.query(
    `SELECT (array_agg(w.id ORDER BY w.n) FILTER (WHERE w.hit))[1:${limit + 1}] AS ids,
            (count(*) FILTER (WHERE w.hit))::int AS hits, count(*)::int AS scanned
       FROM (${sql}) w`,
    params,
  );
  return { ids: row.ids ?? [], hits: row.hits, scanned: row.scanned };
}
