import { Injectable } from '@nestjs/common';
import type { DomainEventPayloads } from '../events/index.js';
import { OnDomainEvent } from '../events/index.js';
import { SearchService } from './search.service.js';

/**
 * Keeps the index fresh from domain events. Each handler reads the current database state
 * (not the event's snapshot), so a repeated or late event leaves the same index.
 * The names are part of queued job ids: keep them when methods are renamed. 'patient': an update
 * waits out a Meilisearch outage (retried up to JOB_BACKOFF_CAP_MS apart for about a day) rather
 * than failing for good after JOB_ATTEMPTS; the start-up reconciliation repairs anything older.
 */
@Injectable()
export class SearchIndexer {
  constructor(private readonly search: SearchService) {}

  @OnDomainEvent('movie.saved', { name: 'search.sync-movie', retry: 'patient' })
  syncMovie({ movieId }: DomainEventPayloads['movie.saved']): Promise<void> {
    return this.search.syncMovie(movieId);
  }

  @OnDomainEvent('movie.deleted', { name: 'search.remove-movie', retry: 'patient' })
  removeMovie({ movieId }: DomainEventPayloads['movie.deleted']): Promise<void> {
    return this.search.removeMovie(movieId);
  }

  @OnDomainEvent('location.saved', { name: 'search.sync-location', retry: 'patient' })
  syncLocation({ locationId }: DomainEventPayloads['location.saved']): Promise<void> {
    return this.search.syncLocation(locationId);
  }

  @OnDomainEvent('location.deleted', { name: 'search.remove-location', retry: 'patient' })
  removeLocation({ locationId }: DomainEventPayloads['location.deleted']): Promise<void> {
    return this.search.removeLocation(locationId);
  }

  /** A batch of the CSV import: its documents written in one call per kind (issue 36). */
  @OnDomainEvent('movies.imported', { name: 'search.sync-imported-movies', retry: 'patient' })
  syncImportedMovies({ movieIds }: DomainEventPayloads['movies.imported']): Promise<void> {
    return this.search.syncMovies(movieIds);
  }

  @OnDomainEvent('locations.imported', { name: 'search.sync-imported-locations', retry: 'patient' })
  syncImportedLocations({ locationIds }: DomainEventPayloads['locations.imported']): Promise<void> {
    return this.search.syncLocations(locationIds);
  }

  /** A location's document carries its rating average and review count (sortable, filterable). */
  @OnDomainEvent('review.saved', { name: 'search.sync-location-rating', retry: 'patient' })
  @OnDomainEvent('review.deleted', { name: 'search.sync-location-rating', retry: 'patient' })
  @OnDomainEvent('review.moderated', { name: 'search.sync-location-rating', retry: 'patient' })
  syncLocationRating({
    locationId,
  }: DomainEventPayloads['review.saved' | 'review.deleted' | 'review.moderated']): Promise<void> {
    return this.search.syncLocation(locationId);
  }
}
