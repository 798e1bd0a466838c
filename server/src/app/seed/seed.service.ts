import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { OutboxService } from '../../events/outbox.service.js';
import { Location } from '../../locations/location.entity.js';
import { Movie } from '../../movies/movie.entity.js';
import { sanitizePageHtml } from '../../pages/page-html.js';
import { Page } from '../../pages/page.entity.js';
import { Slide } from '../../sliders/slide.entity.js';
import { Slider } from '../../sliders/slider.entity.js';
import { loadSeedData, type SeedData } from './seed-data.js';

/** Any constant works; it only has to be the same in every process that may seed. */
const SEED_LOCK_KEY = 724_011;

@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: OutboxService,
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
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
      if ((await manager.count(Movie)) > 0) return null;
      return this.insertAll(manager, data);
    });
  }

  private async insertAll(manager: EntityManager, data: SeedData): Promise<{ movies: number; locations: number }> {
    let locationCount = 0;
    const now = Date.now();
    for (const [index, seedMovie] of data.movies.entries()) {
      const { locations, ...fields } = seedMovie;
      // Stagger created_at so "newest first" has a stable, meaningful order.
      const createdAt = new Date(now - index * 60_000);
      const movie = await manager.save(Movie, manager.create(Movie, { ...fields, created_at: createdAt }));
      const rows = locations.map((location) =>
        manager.create(Location, {
          ...location,
          image_url: location.image_url ?? null,
          movie_id: movie.id,
          created_at: createdAt,
        }),
      );
      const saved = await manager.save(Location, rows);
      locationCount += rows.length;
      // Seeded rows take the same event path as any other write (search index, aggregates).
      await this.outbox.record(
        manager,
        { type: 'movie.saved', payload: { movieId: movie.id } },
        ...saved.map((location) => ({
          type: 'location.saved' as const,
          payload: { locationId: location.id, movieId: movie.id },
        })),
      );
    }
    for (const page of data.pages) {
      await manager.upsert(Page, { ...page, content: sanitizePageHtml(page.content) }, ['slug']);
      const { id } = await manager.findOneByOrFail(Page, { slug: page.slug });
      await this.outbox.record(manager, { type: 'page.saved', payload: { pageId: id } });
    }
    for (const { slides, ...slider } of data.sliders) {
      await manager.upsert(Slider, slider, ['code']);
      const saved = await manager.findOneByOrFail(Slider, { code: slider.code });
      if ((await manager.countBy(Slide, { slider_id: saved.id })) === 0) {
        await manager.save(
          Slide,
          slides.map((slide) => manager.create(Slide, { ...slide, slider_id: saved.id })),
        );
      }
    }
    return { movies: data.movies.length, locations: locationCount };
  }
}
