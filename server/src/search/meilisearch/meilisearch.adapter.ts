import { Meilisearch, type Hit, type SearchParams } from 'meilisearch';
import { renderMarked } from '../highlight.js';
import { toLocationHit, toMovieHit } from '../search-hits.js';
import { foldText, queryWords } from '../query-terms.js';
import type {
  LocationDocument,
  MovieDocument,
  SearchAdapter,
  SearchGroup,
  SearchQuery,
  AdapterResult,
} from '../search.types.js';
import { LOCATIONS_INDEX, LOCATIONS_SETTINGS, MOVIES_INDEX, MOVIES_SETTINGS } from './meilisearch-settings.js';
import { MeilisearchTaskFailedError, settle, TASK_TIMEOUT_MS } from './meilisearch-tasks.js';

// Sentinels instead of HTML tags: the engine's output is parsed and escaped by our highlighter.
const PRE = '\u0001';
const POST = '\u0002';

type LocationIndexDocument = LocationDocument & { country_key: string | null };

/** Meilisearch at MEILI_URL with the master key; only the server talks to it. */
export class MeilisearchAdapter implements SearchAdapter {
  readonly name = 'meilisearch' as const;
  private readonly client: Meilisearch;

  constructor(url: string, apiKey?: string, options: { indexPrefix?: string } = {}) {
    this.client = new Meilisearch({ host: url, apiKey });
    this.movies = `${options.indexPrefix ?? ''}${MOVIES_INDEX.uid}`;
    this.locations = `${options.indexPrefix ?? ''}${LOCATIONS_INDEX.uid}`;
  }

  private readonly movies: string;
  private readonly locations: string;

  async init(): Promise<void> {
    await this.ensureIndex(this.movies, MOVIES_INDEX.primaryKey);
    await this.ensureIndex(this.locations, LOCATIONS_INDEX.primaryKey);
    await settle(
      this.client.index(this.movies).updateSettings(MOVIES_SETTINGS),
      `apply the settings of ${this.movies}`,
    );
    await settle(
      this.client.index(this.locations).updateSettings(LOCATIONS_SETTINGS),
      `apply the settings of ${this.locations}`,
    );
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
    const [movies, locations] = await Promise.all([
      query.tab === 'locations' ? null : this.client.index<MovieDocument>(this.movies).search(query.q, movieParams),
      query.tab === 'movies'
        ? null
        : this.client.index<LocationIndexDocument>(this.locations).search(query.q, locationParams),
    ]);
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
    await settle(
      this.client.index(this.movies).addDocuments(documents, { primaryKey: MOVIES_INDEX.primaryKey }),
      `index ${documents.length} movie(s)`,
    );
  }

  async upsertLocations(documents: LocationDocument[]): Promise<void> {
    if (documents.length === 0) return;
    const rows = documents.map((d) => ({ ...d, country_key: d.country ? foldText(d.country) : null }));
    await settle(
      this.client.index(this.locations).addDocuments(rows, { primaryKey: LOCATIONS_INDEX.primaryKey }),
      `index ${rows.length} location(s)`,
    );
  }

  async deleteMovies(ids: string[]): Promise<void> {
    if (ids.length) await settle(this.client.index(this.movies).deleteDocuments(ids), `delete ${ids.length} movie(s)`);
  }

  async deleteLocations(ids: string[]): Promise<void> {
    if (ids.length)
      await settle(this.client.index(this.locations).deleteDocuments(ids), `delete ${ids.length} location(s)`);
  }

  /** A deleted movie's locations go with it (the database cascades without one event per location). */
  async deleteLocationsOfMovie(movieId: string): Promise<void> {
    await settle(
      this.client.index(this.locations).deleteDocuments({ filter: `movie_id = ${quote(movieId)}` }),
      `delete the locations of movie ${movieId}`,
    );
  }

  async beginReindex(): Promise<void> {
    await this.init();
    await settle(this.client.index(this.movies).deleteAllDocuments(), `empty ${this.movies}`);
    await settle(this.client.index(this.locations).deleteAllDocuments(), `empty ${this.locations}`);
  }

  async finishReindex(): Promise<void> {}

  async health(): Promise<{ state: 'up' | 'down'; detail?: string }> {
    try {
      const health = await this.client.health();
      return health.status === 'available' ? { state: 'up' } : { state: 'down', detail: health.status };
    } catch (error) {
      return { state: 'down', detail: (error as Error).message };
    }
  }

  /** For tests: drop this adapter's indexes. */
  async dropIndexes(): Promise<void> {
    for (const uid of [this.movies, this.locations])
      await settle(this.client.index(uid).delete(), `delete the index ${uid}`);
  }
}

function locationFilter(query: SearchQuery): string[] | undefined {
  const country = query.country?.trim();
  const filters = [
    country ? `country_key = ${quote(foldText(country))}` : null,
    query.minRating === undefined ? null : `rating_average >= ${Number(query.minRating)}`,
  ].filter((f): f is string => f !== null);
  return filters.length ? filters : undefined;
}

function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function marked(hit: Hit<object>, field: string, crop = 0): string {
  const formatted = (hit._formatted as Record<string, unknown> | undefined)?.[field];
  return typeof formatted === 'string' ? renderMarked(formatted, PRE, POST, crop) : '';
}
