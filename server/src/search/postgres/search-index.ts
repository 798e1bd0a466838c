import type { Pool } from 'pg';
import { foldText } from '../query-terms.js';
import { SearchTable, type TableRow } from './search-table.js';
import { Vocabulary } from './vocabulary.js';

export interface MovieAttributes {
  year: number | null;
}

export interface LocationAttributes {
  movieId: string;
  /** Folded like a query's country filter. */
  country: string;
  ratingAverage: number | null;
  reviewCount: number;
}

/** More changes than this since the last look (an import, a restore): reload everything instead. */
const MAX_CHANGES = 5000;
/** How often a process prunes change rows older than a day (any process may; it is idempotent). */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** A place's rating as the public pages show it: its visible reviews (alias r) averaged to one decimal, and counted. */
export const PLACE_RATING_COLUMNS = `round(avg(r.rating)::numeric, 1)::float8 AS rating_average, count(*)::int AS review_count`;

const MOVIE_ROWS = `SELECT id, title_key AS key, title AS name, year, search_vector::text AS vector FROM movies`;
const LOCATION_ROWS = `
  SELECT l.id, l.name_key AS key, l.name, l.movie_id, l.country, l.search_vector::text AS vector,
    rv.rating_average, coalesce(rv.review_count, 0)::int AS review_count
  FROM locations l LEFT JOIN (
    SELECT r.location_id, ${PLACE_RATING_COLUMNS}
    FROM reviews r WHERE r.hidden_at IS NULL GROUP BY r.location_id) rv ON rv.location_id = l.id`;
const LOCATION_ROWS_BY_ID = `
  SELECT l.id, l.name_key AS key, l.name, l.movie_id, l.country, l.search_vector::text AS vector,
    rv.rating_average, rv.review_count
  FROM locations l CROSS JOIN LATERAL (
    SELECT ${PLACE_RATING_COLUMNS} FROM reviews r WHERE r.location_id = l.id AND r.hidden_at IS NULL) rv
  WHERE l.id = ANY($1::uuid[])`;
/** The oldest transaction still running now, the prune horizon, and the changes not yet seen. */
const CHANGES = `
  SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin,
    (SELECT pruned_through::text FROM search_change_horizon) AS pruned_through,
    coalesce((SELECT json_agg(json_build_array(c.seq::text, c.kind, c.id, c.txid::text)) FROM (
      SELECT seq, kind, id, txid FROM search_changes WHERE txid >= $1::xid8 ORDER BY seq LIMIT ${MAX_CHANGES + 1}
    ) c), '[]'::json) AS changes`;
const PRUNE = `
  WITH gone AS (DELETE FROM search_changes WHERE changed_at < now() - interval '1 day' RETURNING txid)
  UPDATE search_change_horizon SET pruned_through = greatest(pruned_through, (SELECT max(txid) FROM gone))
  WHERE EXISTS (SELECT 1 FROM gone)`;

interface MovieRow extends TableRow {
  year: number | null;
}
interface LocationRow extends TableRow {
  movie_id: string;
  country: string | null;
  rating_average: number | null;
  review_count: number;
}
/**
 * Tells when the public data may have changed (PublicDataVersion: PostgreSQL NOTIFY, heard by every
 * process at commit; a write through this process waits until it is heard). While it is trustworthy
 * and unchanged since the last look, a search skips the look.
 */
export interface ChangeSignal {
  readonly value: number;
  readonly isTrustworthy: boolean;
}

type Change = [seq: string, kind: 'movie' | 'location' | 'all', id: string | null, txid: string];

/**
 * The PostgreSQL adapter's documents held in memory, so that a search is matched and ranked without
 * a scan of the GIN index and a sort of its candidates in the database (p95 ≤ 5 ms at 100,000
 * places), and PostgreSQL is asked only for the rows of the page.
 *
 * Loaded on the first search from one snapshot; before every later search, `current()` reads the
 * change log (migration 1763830011000) from the oldest transaction that was still running at the
 * previous look and applies what it has not applied yet — one indexed query, so a committed write
 * is searchable in every process at once. Looks are serialised; searches arriving during one
 * share the next.
 */
export class SearchIndex {
  /** Folded country names numbered for the location facets (kept across reloads: a code never changes). */
  private readonly countryCodes = new Map<string, number>();
  movies = movieTable();
  locations = this.locationTable();
  /** The words of both tables, for typo corrections and the as-you-type checks. */
  vocabulary = new Vocabulary();
  /** Snapshot xmin of the last look; null until loaded (or after invalidate()). */
  private horizon: bigint | null = null;
  /** Changes at or after the horizon already applied (they are read again until the horizon passes them). */
  private applied = new Map<string, bigint>();
  private looking: Promise<void> | null = null;
  private nextLook: Promise<void> | null = null;
  private prunedAt = 0;
  /** The signal's value when the last look began; null: look before the next search. */
  private lookedAt: number | null = null;
  /** Counts expectChange() calls: a look that began before one does not vouch for it. */
  private expected = 0;

  constructor(
    private readonly pool: () => Pool,
    private readonly signal?: ChangeSignal,
  ) {}

  /** Loaded and current as of now. */
  async current(): Promise<this> {
    const signal = this.signal;
    const unchanged = signal?.isTrustworthy && this.lookedAt === signal.value && this.horizon !== null;
    if (!unchanged) await this.look();
    return this;
  }

  /** A write this process knows of (a sync call): the next search looks, whatever the signal says. */
  expectChange(): void {
    this.expected++;
    this.lookedAt = null;
  }

  /** The number a folded country name has in the location facets; -1 (no place) when none has it. */
  countryCode(country: string): number {
    return this.countryCodes.get(country) ?? -1;
  }

  /** The next look reloads everything (after a full reindex). */
  invalidate(): void {
    this.horizon = null;
    this.lookedAt = null;
  }

  private look(): Promise<void> {
    if (this.looking) {
      this.nextLook ??= this.looking
        .catch(() => undefined)
        .then(() => {
          this.nextLook = null;
          return this.look();
        });
      return this.nextLook;
    }
    const seen = this.signal?.isTrustworthy ? this.signal.value : null;
    const expected = this.expected;
    this.looking = (this.horizon === null ? this.load() : this.catchUp())
      .then(() => {
        if (this.expected === expected) this.lookedAt = seen;
      })
      .finally(() => (this.looking = null));
    return this.looking;
  }

  /** Everything, from one snapshot; the horizon is that snapshot's oldest running transaction. */
  private async load(): Promise<void> {
    const client = await this.pool().connect();
    let released = false;
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const { rows } = await client.query<{ xmin: string }>(
        `SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`,
      );
      const movieRows = (await client.query<MovieRow>(MOVIE_ROWS)).rows;
      const locationRows = (await client.query<LocationRow>(LOCATION_ROWS)).rows;
      await client.query('COMMIT');
      client.release();
      released = true;
      const movies = movieTable();
      const locations = this.locationTable();
      await inChunks(movieRows, (row) => movies.upsert(row, movieAttributes(row)));
      await inChunks(locationRows, (row) => locations.upsert(row, locationAttributes(row)));
      [this.movies, this.locations] = [movies, locations];
      this.vocabulary = new Vocabulary([...movies.wordsFrom(0), ...locations.wordsFrom(0)]);
      this.horizon = BigInt(rows[0].xmin);
      this.applied.clear();
    } catch (error) {
      if (!released) await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      if (!released) client.release();
    }
  }

  private async catchUp(): Promise<void> {
    const { rows } = await this.pool().query<{ xmin: string; pruned_through: string; changes: Change[] }>({
      name: 'search_index_changes',
      text: CHANGES,
      values: [String(this.horizon)],
    });
    const { xmin, pruned_through, changes } = rows[0];
    const unseen = changes.filter(([seq]) => !this.applied.has(seq));
    if (
      BigInt(pruned_through) >= this.horizon! ||
      changes.length > MAX_CHANGES ||
      unseen.some(([, kind]) => kind === 'all')
    ) {
      return this.load();
    }
    if (unseen.length > 0) await this.apply(unseen);
    const horizon = BigInt(xmin);
    for (const [seq, , , txid] of unseen) this.applied.set(seq, BigInt(txid));
    for (const [seq, txid] of this.applied) if (txid < horizon) this.applied.delete(seq);
    this.horizon = horizon;
    this.pruneNow();
  }

  /** Reads the changed rows again: present ones replace their document, missing ones are removed. */
  private async apply(changes: Change[]): Promise<void> {
    const ids = (kind: Change[1]) => [...new Set(changes.filter((c) => c[1] === kind).map((c) => c[2]!))];
    const [movieIds, locationIds] = [ids('movie'), ids('location')];
    const pool = this.pool();
    const [movies, locations] = await Promise.all([
      movieIds.length ? pool.query<MovieRow>(`${MOVIE_ROWS} WHERE id = ANY($1::uuid[])`, [movieIds]) : null,
      locationIds.length ? pool.query<LocationRow>(LOCATION_ROWS_BY_ID, [locationIds]) : null,
    ]);
    const wordCounts = [this.movies.wordCount, this.locations.wordCount];
    const foundMovies = new Set(movies?.rows.map((row) => row.id));
    for (const row of movies?.rows ?? []) this.movies.upsert(row, movieAttributes(row));
    for (const id of movieIds) if (!foundMovies.has(id)) this.movies.remove(id);
    const foundLocations = new Set(locations?.rows.map((row) => row.id));
    for (const row of locations?.rows ?? []) this.locations.upsert(row, locationAttributes(row));
    for (const id of locationIds) if (!foundLocations.has(id)) this.locations.remove(id);
    this.vocabulary.add(this.movies.wordsFrom(wordCounts[0]));
    this.vocabulary.add(this.locations.wordsFrom(wordCounts[1]));
  }

  private locationTable(): SearchTable<LocationAttributes> {
    return new SearchTable<LocationAttributes>(
      (place) => [this.codeOf(place.country), place.ratingAverage ?? NaN, bestRatedFirst(place)],
      3,
    );
  }

  private codeOf(country: string): number {
    let code = this.countryCodes.get(country);
    if (code === undefined) this.countryCodes.set(country, (code = this.countryCodes.size));
    return code;
  }

  private pruneNow(): void {
    if (Date.now() - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = Date.now();
    void this.pool()
      .query(PRUNE)
      .catch(() => (this.prunedAt = 0));
  }
}

/**
 * Parsing 100,000 vectors takes a couple of seconds: done in chunks with the event loop served in
 * between, so the site keeps answering while the index (re)loads; searches wait for it.
 */
async function inChunks<T>(rows: T[], each: (row: T) => void, size = 2000): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    for (const row of rows.slice(start, start + size)) each(row);
    if (start + size < rows.length) await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Movie facets: the year. */
export const MOVIE_YEAR = 0;
/** Location facets: the country's code, the average rating, the sort=rating key. */
export const LOCATION_COUNTRY = 0;
export const LOCATION_RATING = 1;
export const LOCATION_BEST_RATED = 2;

function movieTable(): SearchTable<MovieAttributes> {
  return new SearchTable<MovieAttributes>((movie) => [movie.year ?? NaN], 1);
}

/** sort=rating: the best average first (unrated last), more reviews breaking ties. */
function bestRatedFirst(place: LocationAttributes): number {
  const rating = place.ratingAverage === null ? 0 : Math.round(place.ratingAverage * 10) + 1;
  return rating * 2 ** 21 + Math.min(place.reviewCount, 2 ** 21 - 1);
}

function movieAttributes(row: MovieRow): MovieAttributes {
  return { year: row.year };
}

function locationAttributes(row: LocationRow): LocationAttributes {
  return {
    movieId: row.movie_id,
    country: foldText(row.country ?? '').trim(),
    ratingAverage: row.rating_average,
    reviewCount: row.review_count,
  };
}
