import type { SelectQueryBuilder, ObjectLiteral } from 'typeorm';

/** Below this many rows a list's total is counted; above it, PostgreSQL's estimate is shown as such. */
export const EXACT_COUNT_LIMIT = 1_000;

export interface ListTotal {
  total: number;
  estimated: boolean;
}

/**
 * A list's total without counting a million rows per page (issue 36): the planner's estimate of
 * the query's rows (one EXPLAIN, no rows read) decides; when it is under EXACT_COUNT_LIMIT, or the
 * rows counted up to that limit say it is, the count is exact. A wrong small estimate costs at most
 * one capped count; a wrong large one shows "about" a number the planner believed.
 */
export async function countOrEstimate<T extends ObjectLiteral>(query: SelectQueryBuilder<T>): Promise<ListTotal> {
  const [sql, parameters] = unpagedRows(query);
  const estimate = await explainedRows(query, sql, parameters);
  if (estimate > EXACT_COUNT_LIMIT * 5) return { total: estimate, estimated: true };
  const [{ count }]: { count: string }[] = await query.connection.query(
    `SELECT count(*) AS count FROM (${sql} LIMIT ${EXACT_COUNT_LIMIT + 1}) capped`,
    parameters,
  );
  const counted = Number(count);
  return counted > EXACT_COUNT_LIMIT
    ? { total: Math.max(estimate, counted), estimated: true }
    : { total: counted, estimated: false };
}

/** `query`'s rows, unordered and unpaged, as SQL selecting 1 a row. */
function unpagedRows<T extends ObjectLiteral>(query: SelectQueryBuilder<T>): [string, unknown[]] {
  const rows = query.clone().orderBy().skip(undefined).take(undefined).offset(undefined).limit(undefined);
  return rows.select('1').getQueryAndParameters();
}

/** The planner's estimate of the rows `query` gives, unpaged (one EXPLAIN, no rows read). */
export function estimatedRows<T extends ObjectLiteral>(query: SelectQueryBuilder<T>): Promise<number> {
  const [sql, parameters] = unpagedRows(query);
  return explainedRows(query, sql, parameters);
}

async function explainedRows<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  sql: string,
  parameters: unknown[],
): Promise<number> {
  const [{ 'QUERY PLAN': plan }]: { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[] =
    await query.connection.query(`EXPLAIN (FORMAT JSON) ${sql}`, parameters);
  return Math.round(plan[0].Plan['Plan Rows']);
}

/** A search matching at most this many rows is read whole and paged by id; more, through the sort's index. */
export const FEW_MATCHES = 2_000;

/**
 * The ids `query` matches, when there are at most FEW_MATCHES (null when there are more). A text
 * search's selectivity is a guess for the planner (1 % for a word it knows nothing of): guessing
 * high, it walks the sort's index testing every row and reads the whole table for a rare word.
 * Read unordered, the matches come from the trigram index and cost what they number.
 */
export async function fewMatches<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  id: string,
): Promise<string[] | null> {
  const rows: { id: string }[] = await query
    .clone()
    .orderBy()
    .select(id, 'id')
    .limit(FEW_MATCHES + 1)
    .getRawMany();
  return rows.length > FEW_MATCHES ? null : rows.map((row) => row.id);
}
