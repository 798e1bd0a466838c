import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { TransactionRunner } from '../../database/index.js';
import { LocationWrites } from '../../locations/index.js';
import { MovieWrites, MoviesService } from '../../movies/index.js';
import { PagesService } from '../../pages/index.js';
import { SlidersService } from '../../sliders/index.js';
import { loadSeedData, type SeedData, type SeedMovie } from './seed-data.js';

/** Any constant works; it only has to be the same in every process that may seed. */
const SEED_LOCK_KEY = 724_011;

/**
 * The demo content. The seed owns no table: each module writes its own rows (with their events,
 * so seeded rows reach the search index like any other write), all in one transaction.
 */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transactions: TransactionRunner,
    private readonly movies: MoviesService,
    private readonly movieWrites: MovieWrites,
    private readonly locationWrites: LocationWrites,
    private readonly pages: PagesService,
    private readonly sliders: SlidersService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    const seeded = await this.seedIfEmpty();
    if (seeded) this.logger.log(`demo data loaded: ${seeded.movies} movies, ${seeded.locations} locations`);
  }

  /**
   * Loads the demo content into an empty database, all or nothing. The advisory lock
   * makes concurrent first starts (several app processes) seed exactly once.
   */
  async seedIfEmpty(): Promise<{ movies: number; locations: number } | null> {
    const data = await loadSeedData();
    return this.transactions.runLocked(SEED_LOCK_KEY, async (manager) => {
      if ((await this.movies.count(manager)) > 0) return null;
      return this.insertAll(manager, data);
    });
  }

  private async insertAll(manager: EntityManager, data: SeedData): Promise<{ movies: number; locations: number }> {
    let locationCount = 0;
    const now = Date.now();
    for (const [index, movie] of data.movies.entries()) {
      // Stagger created_at so "newest first" has a stable, meaningful order.
      locationCount += await this.insertMovie(manager, movie, new Date(now - index * 60_000));
    }
    for (const page of data.pages) await this.pages.putBySlug(manager, page);
    for (const { slides, ...slider } of data.sliders) await this.sliders.putByCode(manager, slider, slides);
    return { movies: data.movies.length, locations: locationCount };
  }

  private async insertMovie(manager: EntityManager, seed: SeedMovie, createdAt: Date): Promise<number> {
    const { locations, ...fields } = seed;
    const movie = await this.movieWrites.create(manager, {
      ...fields,
      poster_url: fields.poster_url ?? null,
      backdrop_url: fields.backdrop_url ?? null,
      created_at: createdAt,
    });
    const places = locations.map((location) => ({
      ...location,
      image_url: location.image_url ?? null,
      scene: location.scene ?? null,
      scene_time: location.scene_time ?? null,
      movie_id: movie.id,
      created_at: createdAt,
    }));
    await this.locationWrites.createMany(manager, places);
    return places.length;
  }
}
