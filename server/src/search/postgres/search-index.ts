import { foldText } from '../query-terms.js';
import type { Change, LocationRow, MovieRow, PostgresSearchRepository } from './postgres-search.repository.js';
import { SearchTable } from './search-table.js';
import { Vocabulary } from './vocabulary.js';

export interface MovieAttributes {
  year: number | null;
}

export interface LocationAttributes {
  /** Folded like a query's country filter. */
  country: string;
  ratingAverage: number | null;
  reviewCount: number;
}

/** More changes than this since the last look (an import, a restore): reload everything instead. */
const MAX_CHANGES = 5000;
/** How often a process prunes change rows older than a day (any process may; it is idempotent). */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Tells when the public data may have changed (PublicDataVersion: PostgreSQL NOTIFY, heard by every
 * process at commit; a write through this process waits until it is heard). While it is trustworthy
 * and unchanged since the last look, a search skips the look.
 */
export interface ChangeSignal {
  readonly value: number;
  readonly isTrustworthy: boolean;
}

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
    private readonly rows: PostgresSearchRepository,
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

  /**
   * Everything, from one snapshot (the horizon is its oldest running transaction), into new tables
   * that replace the old ones once complete. Rows come in batches and postings are built in chunks,
   * the event loop served in between, so the site keeps answering while a million places load.
   */
  private async load(): Promise<void> {
    const movies = movieTable();
    const locations = this.locationTable();
    const xmin = await this.rows.readSnapshot({
      counts: (movieCount, locationCount) => {
        movies.startLoading(movieCount);
        locations.startLoading(locationCount);
      },
      // A batch (a thousand rows, some milliseconds) at a time; the event loop runs between batches.
      movies: (rows) => rows.forEach((row) => movies.upsert(row, movieAttributes(row))),
      locations: (rows) => rows.forEach((row) => locations.upsert(row, locationAttributes(row))),
    });
    for (const table of [movies, locations]) {
      for (const _ of table.finishLoading()) await servedBetween();
    }
    [this.movies, this.locations] = [movies, locations];
    this.vocabulary = new Vocabulary([...movies.wordsFrom(0), ...locations.wordsFrom(0)]);
    this.horizon = BigInt(xmin);
    this.applied.clear();
  }

  private async catchUp(): Promise<void> {
    const { xmin, prunedThrough, changes } = await this.rows.changesSince(this.horizon!, MAX_CHANGES);
    const unseen = changes.filter(([seq]) => !this.applied.has(seq));
    if (
      BigInt(prunedThrough) >= this.horizon! ||
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
    const [movies, locations] = await Promise.all([
      movieIds.length ? this.rows.moviesById(movieIds) : [],
      locationIds.length ? this.rows.locationsById(locationIds) : [],
    ]);
    const wordCounts = [this.movies.wordCount, this.locations.wordCount];
    const foundMovies = new Set(movies.map((row) => row.id));
    for (const row of movies) this.movies.upsert(row, movieAttributes(row));
    for (const id of movieIds) if (!foundMovies.has(id)) this.movies.remove(id);
    const foundLocations = new Set(locations.map((row) => row.id));
    for (const row of locations) this.locations.upsert(row, locationAttributes(row));
    for (const id of locationIds) if (!foundLocations.has(id)) this.locations.remove(id);
    this.vocabulary.add(this.movies.wordsFrom(wordCounts[0]));
    this.vocabulary.add(this.locations.wordsFrom(wordCounts[1]));
  }

  private locationTable(): SearchTable<LocationAttributes> {
    return new SearchTable<LocationAttributes>(
      (place) => [this.codeOf(place.country), place.ratingAverage ?? NaN, bestRatedFirst(place), place.reviewCount],
      4,
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
    void this.rows.pruneChanges().catch(() => (this.prunedAt = 0));
  }
}

/** Lets the event loop run what is waiting (requests, timers) before going on. */
function servedBetween(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Movie facets: the year. */
export const MOVIE_YEAR = 0;
/** Location facets: the country's code, the average rating, the sort=rating key, the review count (ties). */
export const LOCATION_COUNTRY = 0;
export const LOCATION_RATING = 1;
export const LOCATION_BEST_RATED = 2;
export const LOCATION_REVIEWS = 3;

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
    country: foldText(row.country ?? '').trim(),
    ratingAverage: row.rating_average,
    reviewCount: row.review_count,
  };
}
