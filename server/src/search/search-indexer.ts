import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEventHandlers } from '../events/domain-event-handlers.js';
import { SearchService } from './search.service.js';

/**
 * Keeps the index fresh from domain events. Each handler reads the current database state
 * (not the event's snapshot), so a repeated or late event leaves the same index.
 */
@Injectable()
export class SearchIndexer implements OnModuleInit {
  constructor(
    private readonly handlers: DomainEventHandlers,
    private readonly search: SearchService,
  ) {}

  onModuleInit(): void {
    this.handlers.on('movie.saved', 'search.sync-movie', ({ movieId }) => this.search.syncMovie(movieId));
    this.handlers.on('movie.deleted', 'search.remove-movie', ({ movieId }) => this.search.removeMovie(movieId));
    this.handlers.on('location.saved', 'search.sync-location', ({ locationId }) => this.search.syncLocation(locationId));
    this.handlers.on('location.deleted', 'search.remove-location', ({ locationId }) => this.search.removeLocation(locationId));
  }
}
