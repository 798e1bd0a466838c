import { randomUUID } from 'node:crypto';
import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ENTITIES } from './app/entities.js';
import { SeedModule } from './app/seed/seed.module.js';
import type { AppConfig } from './config/app-config.js';
import { AdminModule } from './admin/admin.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { LoggerModule } from './common/logging.js';
import { ConfigModule } from './config/config.module.js';
import { ContributionsModule } from './contributions/index.js';
import { DatabaseModule } from './database/database.module.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { EventsModule } from './events/events.module.js';
import { GenerationModule } from './generation/generation.module.js';
import { MediaModule } from './media/index.js';
import { MetricsModule } from './metrics/index.js';
import { HealthModule } from './health/health.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { LocationImportModule } from './location-import/index.js';
import { LocationsModule } from './locations/locations.module.js';
import { MapModule } from './map/index.js';
import { MoviesModule } from './movies/movies.module.js';
import { ReadCacheModule } from './read-cache/index.js';
import { PagesModule } from './pages/pages.module.js';
import { ReviewsModule } from './reviews/reviews.module.js';
import { SearchModule } from './search/search.module.js';
import { SettingsModule } from './settings/settings.module.js';
import { SitemapModule } from './sitemap/index.js';
import { SlidersModule } from './sliders/sliders.module.js';
import { SlugRedirectsModule } from './slug-redirects/index.js';
import { TripsModule } from './trips/index.js';
import { UsersModule } from './users/users.module.js';
import { WebModule } from './web/web.module.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

@Module({})
export class AppModule {
  /** The database URL is resolved before boot (embedded PostgreSQL or DATABASE_URL). */
  static register(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.register(config),
        LoggerModule.forRoot({
          level: config.logLevel,
          genReqId: (req, res) => {
            const given = req.headers['x-request-id'];
            const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
            res.setHeader('x-request-id', id);
            return id;
          },
          // Method, URL and status are what an operator reads; headers (cookies, tokens) never reach the log.
          serializers: {
            req: (req: { id: string; method: string; url: string }) => ({
              id: req.id,
              method: req.method,
              url: req.url,
            }),
            res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
          },
          autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/assets/') },
        }),
        TypeOrmModule.forRoot(dataSourceOptions(databaseUrl, ENTITIES)),
        DatabaseModule,
        ReadCacheModule,
        EventsModule,
        JobsModule,
        MoviesModule,
        LocationsModule,
        LocationImportModule,
        MapModule,
        ReviewsModule,
        PagesModule,
        SettingsModule,
        SlidersModule,
        SlugRedirectsModule,
        TripsModule,
        ContributionsModule,
        SitemapModule,
        SearchModule,
        HealthModule,
        MetricsModule,
        SeedModule,
        UsersModule,
        AuthModule,
        AuditModule,
        AdminModule,
        GenerationModule,
        MediaModule,
        WebModule,
      ],
    };
  }
}
