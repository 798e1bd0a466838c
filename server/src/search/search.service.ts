import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { SearchDocumentsRepository } from './search-documents.repository.js';
import {
  SEARCH_ADAPTER,
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
  ) {}

  async onModuleInit(): Promise<void> {
    // An index that cannot be configured must not stop the site: writes keep going to the
    // outbox and the health endpoint reports the search as down.
    await this.adapter
      .init()
      .catch((error: Error) => this.logger.error(`search index settings not applied: ${error.message}`));
  }

  get adapterName(): SearchAdapter['name'] {
    return this.adapter.name;
  }

  search(query: SearchQuery): Promise<SearchResult> {
    return this.adapter.search(query);
  }

  async health(): Promise<SearchHealth> {
    return { adapter: this.adapter.name, ...(await this.adapter.health()) };
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

  removeLocation(locationId: string): Promise<void> {
    return this.adapter.deleteLocations([locationId]);
  }

  /** Rebuilds the whole index from the database, batch by batch. */
  async reindex(onProgress: (progress: ReindexProgress) => void = () => {}): Promise<ReindexProgress> {
    const counts = await this.documents.counts();
    const progress = { done: 0, total: counts.movies + counts.locations };
    onProgress(progress);
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
}
