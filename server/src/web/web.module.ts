import { Module } from '@nestjs/common';
import { APP_CONFIG, mapRendererFor, type AppConfig } from '../config/app-config.js';
import { LocationsModule } from '../locations/index.js';
import { MapModule } from '../map/index.js';
import { MoviesModule } from '../movies/index.js';
import { PagesModule } from '../pages/index.js';
import { SlidersModule } from '../sliders/index.js';
import { SlugRedirectsModule } from '../slug-redirects/index.js';
import { CatalogHeads } from './catalog-heads.js';
import { PageCache } from './page-cache.js';
import { PageHeads } from './page-heads.js';
import { RouteChunks } from './route-chunks.js';
import { SiteHeads } from './site-heads.js';
import { SiteUrl } from './site-url.js';

/** The page heads of the web client's HTML (web-client.ts), with the services they read. */
@Module({
  imports: [MoviesModule, LocationsModule, SlidersModule, MapModule, PagesModule, SlugRedirectsModule],
  providers: [
    SiteUrl,
    CatalogHeads,
    SiteHeads,
    PageHeads,
    PageCache,
    {
      provide: RouteChunks,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => RouteChunks.load(config.clientDir, mapRendererFor(config)),
    },
  ],
  exports: [PageHeads, PageCache],
})
export class WebModule {}
