/**
 * Queries of the PostgreSQL adapter. Parameters: $1 any-field tsquery, $2 title/name-only
 * tsquery, $3 tsquery without typo corrections, $4 folded query, $5 filter, $6 limit, $7 offset;
 * locations also take $8, the minimum average rating (null: any).
 *
 * Order (SPEC §7 extended with ranking): exact title/name, every word in the title/name, no typo,
 * then text rank (+ trigram similarity of the title/name to the whole query, left-out words included);
 * SPEC's title/name order breaks ties.
 * Ranking reads every candidate's vector, so candidates are capped like Meilisearch's
 * maxTotalHits (see rankedByRelevance and rankedByKeysFirst), and `total` counts up to RANK_WINDOW.
 */
export const RANK_WINDOW = 1000;
const HEAD_WINDOW = 500;

const QUERIES = `q AS (SELECT to_tsquery('simple', $1) AS any, to_tsquery('simple', $2) AS head, to_tsquery('simple', $3) AS exact)`;

/**
 * The A-weighted part of search_vector, indexed on its own by the search-speed migration
 * (same expression, verbatim), so title/name candidates don't recheck every any-field match.
 */
const MOVIE_TITLE_VECTOR = `setweight(to_tsvector('simple', search_fold(coalesce(m.title, ''))), 'A')`;
const LOCATION_NAME_VECTOR = `setweight(to_tsvector('simple', search_fold(coalesce(l.name, ''))), 'A')`;

interface RankedSearch {
  hits: (query: string) => string;
  /** The row's whole search vector (title/name, other fields, description). */
  vector: string;
  keys: string;
  columns: string;
  from: string;
  first?: string[];
  /** After relevance: the more reviewed or the newer first, then by name. */
  ties: string[];
}

/**
 * Shape shared by both queries: the sort keys are computed while the candidate rows are read from
 * the heap anyway, and only the page is joined for its display columns.
 */
function rankedSearch(options: RankedSearch): string {
  return options.first?.length ? rankedByKeysFirst(options) : rankedByRelevance(options);
}

/**
 * Relevance order: every title/name match ranks before any other match, so the other matches
 * (often hundreds of description hits for a common prefix) are ranked only when the title/name
 * matches do not fill the page; `total` is a plain count of the matches, up to RANK_WINDOW.
 */
function rankedByRelevance(options: RankedSearch): string {
  const order = (alias: string) => rankOrder(alias, options.first, options.ties);
  return `
  WITH ${QUERIES},
  head_hits AS MATERIALIZED (SELECT ${headKeys(options.keys)} ${options.hits('q.head')} LIMIT ${HEAD_WINDOW}),
  rest_hits AS (
    SELECT ${restKeys(options.keys)} ${options.hits('q.any')} AND NOT (${options.vector} @@ q.head)
      AND (SELECT count(*) FROM head_hits) < $6::int + $7::int LIMIT ${RANK_WINDOW}),
  page AS (
    SELECT * FROM (SELECT * FROM head_hits UNION ALL SELECT * FROM rest_hits) candidates
    ORDER BY ${order('candidates')} LIMIT $6 OFFSET $7),
  matches AS (SELECT 1 ${options.hits('q.any')} LIMIT ${RANK_WINDOW})
  SELECT ${options.columns}, (SELECT count(*) FROM matches)::int AS total
  FROM page p ${options.from}
  ORDER BY ${order('p')}`;
}

/** A title/name match is one by definition: no need to test each row again. */
function headKeys(keys: string): string {
  return keys.replace(/\w\.search_vector @@ q\.head AS in_name/, 'true AS in_name');
}

/** Outside the title/name nothing is an exact, clean or title/name match: no need to test each row. */
function restKeys(keys: string): string {
  return keys
    .replace(/\w\.(title|name)_key = \$4 AS exact_name/, 'false AS exact_name')
    .replace(/\(\w\.search_vector @@ q\.head AND \w\.search_vector @@ q\.exact\) AS clean_name/, 'false AS clean_name')
    .replace(/\w\.search_vector @@ q\.head AS in_name/, 'false AS in_name');
}

/**
 * Keys before relevance (e.g. the best rated first) may lift any match to the top, so every
 * candidate is ranked: up to RANK_WINDOW matches plus up to HEAD_WINDOW title/name matches (looked
 * up only when the window is full, so the best tiers are never cut off).
 */
function rankedByKeysFirst(options: RankedSearch): string {
  const order = (alias: string) => rankOrder(alias, options.first, options.ties);
  return `
  WITH ${QUERIES},
  any_hits AS MATERIALIZED (SELECT ${options.keys} ${options.hits('q.any')} LIMIT ${RANK_WINDOW}),
  head_hits AS (
    SELECT ${options.keys} ${options.hits('q.head')} AND (SELECT count(*) FROM any_hits) >= ${RANK_WINDOW} LIMIT ${HEAD_WINDOW}),
  page AS (
    SELECT * FROM (SELECT * FROM any_hits UNION SELECT * FROM head_hits) candidates
    ORDER BY ${order('candidates')} LIMIT $6 OFFSET $7)
  SELECT ${options.columns}, (SELECT count(*) FROM any_hits)::int AS total
  FROM page p ${options.from}
  ORDER BY ${order('p')}`;
}

/**
 * Exact title/name > every word in the title/name as typed > … with typos > every word as typed
 * anywhere > text rank (title/name, then director or movie/city, then description: the vector's
 * weights). `first`: sort keys that come before relevance (e.g. the best rated first).
 */
function rankOrder(alias: string, first: string[] = [], ties: string[]): string {
  return [...first, 'exact_name DESC', 'clean_name DESC', 'in_name DESC', 'untypo DESC', 'rank DESC', ...ties, 'id']
    .map((key) => `${alias}.${key}`)
    .join(', ');
}

export const MOVIE_SEARCH_SQL = rankedSearch({
  hits: (query) => `FROM movies m, q WHERE ${query === 'q.head' ? MOVIE_TITLE_VECTOR : 'm.search_vector'} @@ ${query}
    AND ($5::int IS NULL OR m.year = $5::int)`,
  vector: 'm.search_vector',
  keys: `m.id, m.title_key = $4 AS exact_name, m.search_vector @@ q.head AS in_name, m.search_vector @@ q.exact AS untypo,
    (m.search_vector @@ q.head AND m.search_vector @@ q.exact) AS clean_name,
    ts_rank(m.search_vector, q.any) + similarity(m.title_key, $4) + word_similarity($4, m.title_key) AS rank, m.title AS name, m.year`,
  columns: `m.id, m.slug, m.title, m.year, m.director, m.description, m.poster_url, m.poster_photo_id`,
  from: `JOIN movies m ON m.id = p.id`,
  ties: ['year DESC NULLS LAST', 'name'],
});

const COUNTRY_FILTER = `($5::text IS NULL OR search_fold(l.country) = search_fold($5::text))`;

/** The location's rating, computed from its visible reviews (indexed by location_id) for each candidate. */
const LOCATION_RATING = `CROSS JOIN LATERAL (SELECT round(avg(r.rating)::numeric, 1)::float8 AS rating_average, count(*)::int AS review_count
  FROM reviews r WHERE r.location_id = l.id AND r.hidden_at IS NULL) rv`;

const locationSearch = (first?: string[]) =>
  rankedSearch({
    hits: (query) => `FROM locations l ${LOCATION_RATING}, q
      WHERE ${query === 'q.head' ? LOCATION_NAME_VECTOR : 'l.search_vector'} @@ ${query}
      AND ${COUNTRY_FILTER} AND ($8::float8 IS NULL OR rv.rating_average >= $8::float8)`,
    vector: 'l.search_vector',
    keys: `l.id, l.name_key = $4 AS exact_name, l.search_vector @@ q.head AS in_name, l.search_vector @@ q.exact AS untypo,
      (l.search_vector @@ q.head AND l.search_vector @@ q.exact) AS clean_name,
      ts_rank(l.search_vector, q.any) + similarity(l.name_key, $4) + word_similarity($4, l.name_key) AS rank, l.name, rv.rating_average, rv.review_count`,
    columns: `l.id, l.slug, l.name, l.city, l.country, l.image_url, l.photo_id, l.description, l.movie_title, l.movie_id,
      m.slug AS movie_slug, m.year AS movie_year, p.rating_average, p.review_count`,
    from: `JOIN locations l ON l.id = p.id JOIN movies m ON m.id = l.movie_id`,
    first,
    ties: ['review_count DESC', 'name'],
  });

export const LOCATION_SEARCH_SQL = locationSearch();
/** sort=rating: best average first, more reviews break ties, then relevance. */
export const LOCATION_BY_RATING_SQL = locationSearch(['rating_average DESC NULLS LAST', 'review_count DESC']);

export interface MovieRow {
  id: string;
  slug: string;
  title: string;
  year: number | null;
  director: string | null;
  description: string | null;
  poster_url: string | null;
  poster_photo_id: string | null;
  total: number;
}

export interface LocationRow {
  id: string;
  slug: string;
  name: string;
  city: string | null;
  country: string | null;
  image_url: string | null;
  photo_id: string | null;
  description: string | null;
  movie_title: string;
  movie_id: string;
  movie_slug: string;
  movie_year: number | null;
  rating_average: number | null;
  review_count: number;
  total: number;
}
