import { Inject, Injectable, Logger, ServiceUnavailableException, type OnModuleInit } from '@nestjs/common';
import { PhotosService } from '../media/index.js';
import { ignoredWords, queryWords, relaxations } from './query-terms.js';
import { SearchDocumentsRepository } from './search-documents.repository.js';
import {
  SEARCH_ADAPTER,
  SearchUnavailableError,
  type AdapterResult,
  type IndexRebuild,
  type SearchAdapter,
  type SearchHealth,
  type SearchQuery,
  type SearchResult,
} from './search.types.js';

export const REINDEX_BATCH_SIZE = 1000;

export interface ReindexProgress {
  done: number;
  total: number;
}

/** Search for the API, index upkeep for the event handlers and the CLI; the adapter is chosen at start-up. */
@Injectable()
export class SearchService implements OnModuleInit {
  private readonly logger = new Logger(SearchService.name);

  constructor(
    @Inject(SEARCH_ADAPTER) private readonly adapter: SearchAdapter,
    private readonly documents: SearchDocumentsRepository,
    private readonly photos: PhotosService,
  ) {}

  async onModuleInit(): Promise<void> {
    // An index that cannot be configured must not stop the site: writes keep going to the
    // outbox, the health endpoint reports the search as down, and the adapter tries again before
    // its first search or write.
    await this.adapter
      .init()
      .catch((error: Error) =>
        this.logger.error(`search index settings not applied yet (tried again before the first use): ${error.message}`),
      );
  }

  /** Loads what the adapter keeps in memory, if anything, before the first search needs it; never fails. */
  async warmUp(): Promise<void> {
    await this.adapter
      .warmUp?.()
      .catch((error: Error) => this.logger.warn(`search index not loaded ahead: ${error.message}`));
  }

  get adapterName(): SearchAdapter['name'] {
    return this.adapter.name;
  }

  /**
   * Every word first; when that finds nothing and the query allows it (match=last), narrower word
   * sets (see relaxations()) until one finds something, naming the words left out; when nothing
   * is found at all, the nearest titles and place names as "Did you mean" suggestions.
   */
  async search(query: SearchQuery): Promise<SearchResult> {
    const words = queryWords(query.q);
    const { result, ignored_words } = await this.bestMatch(query, words).catch((error: unknown) => {
      // A 503 that says what happened, rather than a request held open or a 500 (issue 37: no fallback
      // to the PostgreSQL adapter, whose in-memory index is not loaded when Meilisearch is the engine).
      if (!(error instanceof SearchUnavailableError)) throw error;
      this.logger.warn(`search unavailable: ${error.message}`);
      throw new ServiceUnavailableException('Search is not answering right now. Please try again in a moment.');
    });
    const suggestions = found(result) || words.length === 0 ? [] : await this.documents.nearestNames(words.join(' '));
    return { ...(await this.withPhotos(result)), ignored_words, suggestions };
  }

  private async bestMatch(
    query: SearchQuery,
    words: string[],
  ): Promise<{ result: AdapterResult; ignored_words: string[] }> {
    const full = await this.adapter.search(query);
    if (found(full) || words.length === 0 || query.match === 'all') return { result: full, ignored_words: [] };
    for (const kept of relaxations(words)) {
      const narrower = await this.adapter.search({ ...query, q: kept.join(' '), rankText: words.join(' ') });
      if (found(narrower)) return { result: narrower, ignored_words: ignoredWords(words, kept) };
    }
    return { result: full, ignored_words: [] };
  }

  /** The uploaded photos of a page of hits, in one lookup (PhotosService asks nothing when no hit has one). */
  private async withPhotos({ movies, locations }: AdapterResult): Promise<Pick<SearchResult, 'movies' | 'locations'>> {
    const photos = await this.photos.findByIds([
      ...movies.hits.map((hit) => hit.poster_photo_id),
      ...locations.hits.map((hit) => hit.photo_id),
    ]);
    const photoOf = (id: string | null) => photos.get(id ?? '') ?? null;
    return {
      movies: {
        total: movies.total,
        hits: movies.hits.map(({ poster_photo_id, ...hit }) => ({ ...hit, poster_photo: photoOf(poster_photo_id) })),
      },
      locations: {
        total: locations.total,
        hits: locations.hits.map(({ photo_id, ...hit }) => ({ ...hit, photo: photoOf(photo_id) })),
      },
    };
  }

  async health(): Promise<SearchHealth> {
    if (this.adapter.rebuild && (await this.documents.rebuildUnderWay()))
      return {
        adapter: this.adapter.name,
        state: 'rebuilding',
        detail: 'the search index is being rebuilt from the database; answers come from the previous index',
      };
    return { adapter: this.adapter.name, ...(await this.adapter.health()) };
  }

  /**
   * Documents the index holds and the database has, per kind (GET /metrics). The PostgreSQL adapter
   * searches the tables themselves, so its index is the database and never behind.
   */
  async documentCounts(): Promise<{
    index: { movies: number; locations: number };
    database: { movies: number; locations: number };
  }> {
    const [database, state] = await Promise.all([this.documents.counts(), this.adapter.indexState?.()]);
    return { database, index: state ? { movies: state.movies, locations: state.locations } : database };
  }

  /**
   * At start-up (one process at a time, under the rebuild lock): when the index's document counts
   * differ from the database's (a lost volume, Meilisearch turned on for an existing database) or
   * its data version is not the code's, rebuild it. Runs in the background; never throws.
   */
  async reconcileOnStart(): Promise<void> {
    if (!this.adapter.indexState || !this.adapter.rebuild) return;
    try {
      const release = await this.documents.tryLockRebuild();
      if (!release) return; // another process is checking or rebuilding
      try {
        const [state, counts] = await Promise.all([this.adapter.indexState(), this.documents.counts()]);
        const reason = !state.dataVersionCurrent
          ? 'its data version is not the current one'
          : state.movies !== counts.movies || state.locations !== counts.locations
            ? `it holds ${state.movies} movies and ${state.locations} places, the database ${counts.movies} and ${counts.locations}`
            : null;
        if (!reason) return;
        this.logger.warn(`rebuilding the search index: ${reason}`);
        const progress = { done: 0, total: counts.movies + counts.locations };
        await this.rebuild(this.adapter.rebuild.bind(this.adapter), progress, () => undefined);
        this.logger.log(`search index rebuilt: ${progress.done} documents`);
      } finally {
        await release();
      }
    } catch (error) {
      this.logger.error(`search index reconciliation failed: ${(error as Error).message}`);
    }
  }

  /** movie.saved: the movie and its locations (they carry its title, year and slug). */
  async syncMovie(movieId: string): Promise<void> {
    const [movie] = await this.documents.moviesByIds([movieId]);
    if (!movie) return this.removeMovie(movieId);
    await this.adapter.upsertMovies([movie]);
    await this.adapter.upsertLocations(await this.documents.locationsOfMovie(movieId));
  }

  async removeMovie(movieId: string): Promise<void> {
    await this.adapter.deleteMovies([movieId]);
    await this.adapter.deleteLocationsOfMovie(movieId);
  }

  async syncLocation(locationId: string): Promise<void> {
    const [location] = await this.documents.locationsByIds([locationId]);
    if (!location) return this.adapter.deleteLocations([locationId]);
    await this.adapter.upsertLocations([location]);
  }

  /**
   * An import batch's movies (issue 36). A movie the batch created has only the batch's places,
   * which its locations.imported event syncs, so its locations are not read again here.
   */
  syncMovies(movieIds: string[]): Promise<void> {
    return syncByIds(
      movieIds,
      (ids) => this.documents.moviesByIds(ids),
      (movies) => this.adapter.upsertMovies(movies),
      (gone) => this.adapter.deleteMovies(gone),
    );
  }

  syncLocations(locationIds: string[]): Promise<void> {
    return syncByIds(
      locationIds,
      (ids) => this.documents.locationsByIds(ids),
      (locations) => this.adapter.upsertLocations(locations),
      (gone) => this.adapter.deleteLocations(gone),
    );
  }

  removeLocation(locationId: string): Promise<void> {
    return this.adapter.deleteLocations([locationId]);
  }

  /** Rebuilds the whole index from the database, batch by batch. */
  async reindex(onProgress: (progress: ReindexProgress) => void = () => {}): Promise<ReindexProgress> {
    const counts = await this.documents.counts();
    const progress = { done: 0, total: counts.movies + counts.locations };
    onProgress(progress);
    if (this.adapter.rebuild) {
      const release = await this.documents.tryLockRebuild();
      if (!release) throw new Error('another process is rebuilding the search index; try again when it has finished');
      try {
        return await this.rebuild(this.adapter.rebuild.bind(this.adapter), progress, onProgress);
      } finally {
        await release();
      }
    }
    await this.adapter.beginReindex();
    for await (const batch of this.documents.movieBatches(REINDEX_BATCH_SIZE)) {
      await this.adapter.upsertMovies(batch);
      progress.done += batch.length;
      onProgress(progress);
    }
    for await (const batch of this.documents.locationBatches(REINDEX_BATCH_SIZE)) {
      await this.adapter.upsertLocations(batch);
      progress.done += batch.length;
      onProgress(progress);
    }
    await this.adapter.finishReindex();
    return progress;
  }

  /**
   * Builds new indexes beside the live ones and swaps them in: search answers from the old index
   * until then. Writes handled meanwhile went to the old index, so afterwards every movie and place
   * changed since the build began is synced again into the new one (search_changes).
   */
  private async rebuild(
    start: () => Promise<IndexRebuild>,
    progress: ReindexProgress,
    onProgress: (progress: ReindexProgress) => void,
  ): Promise<ReindexProgress> {
    const horizon = await this.documents.changeHorizon();
    const build = await start();
    try {
      for await (const batch of this.documents.movieBatches(REINDEX_BATCH_SIZE)) {
        await build.upsertMovies(batch);
        progress.done += batch.length;
        onProgress(progress);
      }
      for await (const batch of this.documents.locationBatches(REINDEX_BATCH_SIZE)) {
        await build.upsertLocations(batch);
        progress.done += batch.length;
        onProgress(progress);
      }
      await build.finish();
    } catch (error) {
      await build.abort().catch(() => undefined);
      throw error;
    }
    const changed = await this.documents.changedSince(horizon);
    for (const id of changed.movies) await this.syncMovie(id);
    for (const id of changed.locations) await this.syncLocation(id);
    return progress;
  }
}

function found(result: AdapterResult): boolean {
  return result.movies.total + result.locations.total > 0;
}

/** Writes the documents of `ids` still in the database to the index and removes the others from it. */
async function syncByIds<T extends { id: string }>(
  ids: string[],
  read: (ids: string[]) => Promise<T[]>,
  upsert: (documents: T[]) => Promise<void>,
  remove: (ids: string[]) => Promise<void>,
): Promise<void> {
  const documents = await read(ids);
  if (documents.length) await upsert(documents);
  const found = new Set(documents.map((document) => document.id));
  const gone = ids.filter((id) => !found.has(id));
  if (gone.length) await remove(gone);
}
