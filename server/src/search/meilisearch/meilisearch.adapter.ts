import { Logger } from '@nestjs/common';
import {
  Meilisearch,
  MeilisearchRequestError,
  MeilisearchRequestTimeOutError,
  type Hit,
  type SearchParams,
} from 'meilisearch';
import { renderMarked } from '../highlight.js';
import { toLocationHit, toMovieHit } from '../search-hits.js';
import { foldText, queryWords } from '../query-terms.js';
import {
  SearchUnavailableError,
  type AdapterHealth,
  type AdapterResult,
  type IndexRebuild,
  type IndexState,
  type LocationDocument,
  type MovieDocument,
  type SearchAdapter,
  type SearchGroup,
  type SearchQuery,
} from '../search.types.js';
import { meilisearchCode, showsSettingsMissing } from './meilisearch-errors.js';
import {
  LOCATIONS_INDEX,
  LOCATIONS_SETTINGS,
  META_INDEX,
  MOVIES_INDEX,
  MOVIES_SETTINGS,
  SEARCH_DATA_VERSION,
  settingsDifferences,
} from './meilisearch-settings.js';
import { quote } from './meilisearch-filter.js';
import { startRebuild } from './meilisearch-rebuild.js';
import { MeilisearchTaskFailedError, settle, TASK_TIMEOUT_MS } from './meilisearch-tasks.js';

// Sentinels instead of HTML tags: the engine's output is parsed and escaped by our highlighter.
const PRE = '\u0001';
const POST = '\u0002';
const DEFAULT_TIMEOUT_MS = 2_000;

type LocationIndexDocument = LocationDocument & { country_key: string | null };

/** Meilisearch at MEILI_URL with the master key; only the server talks to it. */
export class MeilisearchAdapter implements SearchAdapter {
  readonly name = 'meilisearch' as const;
  private readonly client: Meilisearch;
  private readonly logger = new Logger('MeilisearchAdapter');
  /** Whether this process has checked (and if needed applied) the index settings. */
  private settingsCurrent = false;
  private reconciling?: Promise<void>;

  constructor(url: string, apiKey?: string, options: { indexPrefix?: string; timeoutMs?: number } = {}) {
    // Every request gives up after the timeout: a hung Meilisearch must not stall searches or jobs.
    this.client = new Meilisearch({ host: url, apiKey, timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS });
    this.movies = `${options.indexPrefix ?? ''}${MOVIES_INDEX.uid}`;
    this.locations = `${options.indexPrefix ?? ''}${LOCATIONS_INDEX.uid}`;
    this.meta = `${options.indexPrefix ?? ''}${META_INDEX.uid}`;
  }

  private readonly movies: string;
  private readonly locations: string;
  private readonly meta: string;

  /** Applies the settings now (start-up); also done before this process's first search or write. */
  async init(): Promise<void> {
    this.settingsCurrent = false;
    await this.ensureSettings();
  }

  /**
   * The settings are reconciled once per process before its first search or write, and again
   * after an error showing them missing (then the operation runs once more). Without this an
   * index that Meilisearch created on a document addition (Meilisearch down at start, a lost
   * volume) refuses the year, country and rating filters and the rating sort.
   */
  private ensureSettings(): Promise<void> {
    if (this.settingsCurrent) return Promise.resolve();
    this.reconciling ??= this.reconcileSettings()
      .then(() => {
        this.settingsCurrent = true;
      })
      .finally(() => {
        this.reconciling = undefined;
      });
    return this.reconciling;
  }

  private async reconcileSettings(): Promise<void> {
    for (const { uid, primaryKey, settings } of this.indexes()) {
      await this.ensureIndex(uid, primaryKey);
      const differences = settingsDifferences(await this.client.index(uid).getSettings(), settings);
      if (differences.length === 0) continue;
      this.logger.log(`applying the search settings of ${uid} (${differences.join(', ')} out of date)`);
      await settle(this.client.index(uid).updateSettings(settings), `apply the settings of ${uid}`);
    }
  }

  private async withSettings<T>(operation: () => Promise<T>): Promise<T> {
    await this.ensureSettings();
    try {
      return await operation();
    } catch (error) {
      if (!showsSettingsMissing(error)) throw error;
      this.logger.warn(`search index settings missing (${(error as Error).message}); applying them again`);
      this.settingsCurrent = false;
      await this.ensureSettings();
      return operation();
    }
  }

  private indexes() {
    return [
      { uid: this.movies, primaryKey: MOVIES_INDEX.primaryKey, settings: MOVIES_SETTINGS },
      { uid: this.locations, primaryKey: LOCATIONS_INDEX.primaryKey, settings: LOCATIONS_SETTINGS },
    ];
  }

  private async ensureIndex(uid: string, primaryKey: string): Promise<void> {
    const task = await this.client.createIndex(uid, { primaryKey }).waitTask({ timeout: TASK_TIMEOUT_MS });
    if (task.status !== 'succeeded' && task.error?.code !== 'index_already_exists')
      throw new MeilisearchTaskFailedError(task, `create the index ${uid}`);
  }

  async search(query: SearchQuery): Promise<AdapterResult> {
    const empty: SearchGroup<never> = { hits: [], total: 0 };
    if (queryWords(query.q).length === 0) return { movies: empty, locations: empty };
    // Every word must match here; leaving words out (match=last) is the service's job, so both
    // adapters relax a query the same way and can say which words they left out.
    const page = {
      limit: query.limit,
      offset: query.offset,
      highlightPreTag: PRE,
      highlightPostTag: POST,
      matchingStrategy: 'all' as const,
    };
    const movieParams: SearchParams = {
      ...page,
      attributesToHighlight: ['title', 'director', 'description'],
      filter: query.year === undefined ? undefined : `year = ${Math.trunc(query.year)}`,
    };
    const locationParams: SearchParams = {
      ...page,
      attributesToHighlight: ['name', 'city', 'country', 'movie_title', 'description'],
      filter: locationFilter(query),
      sort: query.sort === 'rating' ? ['rating_average:desc', 'review_count:desc'] : undefined,
    };
    const [movies, locations] = await this.withSettings(() =>
      Promise.all([
        query.tab === 'locations' ? null : this.client.index<MovieDocument>(this.movies).search(query.q, movieParams),
        query.tab === 'movies'
          ? null
          : this.client.index<LocationIndexDocument>(this.locations).search(query.q, locationParams),
      ]),
    ).catch((error: unknown) => {
      throw unavailable(error);
    });
    return {
      movies: movies
        ? {
            total: movies.estimatedTotalHits ?? 0,
            hits: movies.hits.map((hit) => toMovieHit(hit, (field, crop) => marked(hit, field, crop))),
          }
        : empty,
      locations: locations
        ? {
            total: locations.estimatedTotalHits ?? 0,
            hits: locations.hits.map((hit) => toLocationHit(hit, (field, crop) => marked(hit, field, crop))),
          }
        : empty,
    };
  }

  async upsertMovies(documents: MovieDocument[]): Promise<void> {
    if (documents.length === 0) return;
    await this.withSettings(() => this.addMovies(this.movies, documents));
  }

  async upsertLocations(documents: LocationDocument[]): Promise<void> {
    if (documents.length === 0) return;
    await this.withSettings(() => this.addLocations(this.locations, documents));
  }

  private async addMovies(uid: string, documents: MovieDocument[]): Promise<void> {
    const rows = documents.map((d) => ({ ...d, title_words: queryWords(d.title).length }));
    await settle(
      this.client.index(uid).addDocuments(rows, { primaryKey: MOVIES_INDEX.primaryKey }),
      `index ${documents.length} movie(s) in ${uid}`,
    );
  }

  private async addLocations(uid: string, documents: LocationDocument[]): Promise<void> {
    const rows = documents.map((d) => ({ ...d, country_key: d.country ? foldText(d.country) : null }));
    await settle(
      this.client.index(uid).addDocuments(rows, { primaryKey: LOCATIONS_INDEX.primaryKey }),
      `index ${rows.length} location(s) in ${uid}`,
    );
  }

  async deleteMovies(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.withSettings(() =>
      settle(this.client.index(this.movies).deleteDocuments(ids), `delete ${ids.length} movie(s)`),
    );
  }

  async deleteLocations(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.withSettings(() =>
      settle(this.client.index(this.locations).deleteDocuments(ids), `delete ${ids.length} location(s)`),
    );
  }

  /** A deleted movie's locations go with it (the database cascades without one event per location). */
  async deleteLocationsOfMovie(movieId: string): Promise<void> {
    await this.withSettings(() =>
      settle(
        this.client.index(this.locations).deleteDocuments({ filter: `movie_id = ${quote(movieId)}` }),
        `delete the locations of movie ${movieId}`,
      ),
    );
  }

  /** Not used: SearchService rebuilds through rebuild(), which never empties the live indexes. */
  async beginReindex(): Promise<void> {
    throw new Error('the Meilisearch adapter rebuilds into new indexes (rebuild())');
  }

  async finishReindex(): Promise<void> {}

  /** Issue 37: a reindex fills new indexes and swaps them in, so search is never empty meanwhile. */
  async rebuild(): Promise<IndexRebuild> {
    await this.init();
    const [movies, locations] = this.indexes();
    return startRebuild(
      this.client,
      { movies, locations },
      {
        movies: (uid, documents) => this.addMovies(uid, documents),
        locations: (uid, documents) => this.addLocations(uid, documents),
        finished: () => this.recordDataVersion(),
      },
    );
  }

  async indexState(): Promise<IndexState> {
    const count = (uid: string) =>
      this.client
        .index(uid)
        .getStats()
        .then(
          (stats) => stats.numberOfDocuments,
          (error: unknown) => {
            if (meilisearchCode(error) === 'index_not_found') return 0;
            throw error;
          },
        );
    const version = await this.client
      .index(this.meta)
      .getDocument('search')
      .then(
        (doc) => Number(doc.data_version),
        (error: unknown) => {
          if (['index_not_found', 'document_not_found'].includes(meilisearchCode(error) ?? '')) return null;
          throw error;
        },
      );
    return {
      movies: await count(this.movies),
      locations: await count(this.locations),
      dataVersionCurrent: version === SEARCH_DATA_VERSION,
    };
  }

  private async recordDataVersion(): Promise<void> {
    await settle(
      this.client
        .index(this.meta)
        .addDocuments([{ id: 'search', data_version: SEARCH_DATA_VERSION }], { primaryKey: META_INDEX.primaryKey }),
      'record the data version',
    );
  }

  /** Up, or degraded while an index's settings differ from the code's (they are applied before the next search or write). */
  async health(): Promise<AdapterHealth> {
    try {
      const health = await this.client.health();
      if (health.status !== 'available') return { state: 'down', detail: health.status };
    } catch (error) {
      return { state: 'down', detail: (error as Error).message };
    }
    const stale = await this.staleSettings();
    if (stale.length === 0) return { state: 'up', settings: 'current' };
    return { state: 'degraded', settings: 'out of date', detail: `index settings out of date: ${stale.join('; ')}` };
  }

  private async staleSettings(): Promise<string[]> {
    const found = await Promise.all(
      this.indexes().map(async ({ uid, settings }) => {
        try {
          const differences = settingsDifferences(await this.client.index(uid).getSettings(), settings);
          return differences.length ? [`${uid} (${differences.join(', ')})`] : [];
        } catch (error) {
          if (showsSettingsMissing(error)) return [`${uid} (no such index)`];
          throw error;
        }
      }),
    );
    return found.flat();
  }

  /** For tests: drop this adapter's indexes. */
  async dropIndexes(): Promise<void> {
    for (const uid of [this.movies, this.locations, this.meta])
      await settle(this.client.index(uid).delete(), `delete the index ${uid}`).catch((error: unknown) => {
        if (meilisearchCode(error) !== 'index_not_found') throw error;
      });
  }
}

/** Meilisearch not answering (a timeout, a refused connection) becomes the port's SearchUnavailableError. */
function unavailable(error: unknown): unknown {
  if (!(error instanceof MeilisearchRequestError)) return error;
  const timedOut = error.cause instanceof MeilisearchRequestTimeOutError;
  return new SearchUnavailableError(timedOut ? 'Meilisearch did not answer in time' : 'Meilisearch is unreachable', {
    cause: error,
  });
}

function locationFilter(query: SearchQuery): string[] | undefined {
  const country = query.country?.trim();
  const filters = [
    country ? `country_key = ${quote(foldText(country))}` : null,
    query.minRating === undefined ? null : `rating_average >= ${Number(query.minRating)}`,
  ].filter((f): f is string => f !== null);
  return filters.length ? filters : undefined;
}

function marked(hit: Hit<object>, field: string, crop = 0): string {
  const formatted = (hit._formatted as Record<string, unknown> | undefined)?.[field];
  return typeof formatted === 'string' ? renderMarked(formatted, PRE, POST, crop) : '';
}
