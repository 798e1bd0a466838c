import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/index.js';
import { ModerationInboxService } from '../contributions/index.js';
import type { AdminDashboard } from '../contracts/admin.js';
import { LocationsService } from '../locations/index.js';
import { MoviesService } from '../movies/index.js';

/** SPEC §9: the dashboard's recent lists hold 5 each; the issue adds the last 10 audit entries. */
const RECENT_COUNT = 5;
const RECENT_AUDIT = 10;

@Injectable()
export class AdminDashboardService {
  constructor(
    private readonly movies: MoviesService,
    private readonly locations: LocationsService,
    private readonly audit: AuditService,
    private readonly moderation: ModerationInboxService,
  ) {}

  async get(): Promise<AdminDashboard> {
    const [movies, locations, audit, waiting] = await Promise.all([
      this.movies.overview(RECENT_COUNT),
      this.locations.overview(RECENT_COUNT),
      this.audit.list(0, RECENT_AUDIT),
      this.moderation.count(),
    ]);
    return {
      total_movies: movies.total,
      total_locations: locations.total,
      // SPEC §2: one decimal, and 0 when there are no movies (never a division by zero).
      average_locations_per_movie: movies.total === 0 ? 0 : Math.round((locations.total / movies.total) * 10) / 10,
      recent_movies: movies.recent.map(({ id, title, year, created_at }) => ({
        id,
        title,
        year,
        created_at: created_at.toISOString(),
      })),
      recent_locations: locations.recent.map(({ id, name, movie_title, created_at }) => ({
        id,
        name,
        movie_title,
        created_at: new Date(created_at).toISOString(),
      })),
      recent_audit: audit.items,
      reported_reviews: waiting.reported_reviews,
      pending_suggestions: waiting.pending_suggestions,
      moderation_waiting: waiting.total,
    };
  }
}
