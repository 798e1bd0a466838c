import { Inject, Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { HealthContributors } from '../health/index.js';
import { MediaModule } from '../media/index.js';
import { Metrics } from '../metrics/index.js';
import { PublicDataVersion } from '../read-cache/index.js';
import { MeilisearchAdapter } from './meilisearch/meilisearch.adapter.js';
import { PostgresSearchAdapter } from './postgres/postgres-search.adapter.js';
import { PostgresSearchRepository } from './postgres/postgres-search.repository.js';
import { SearchDocumentsRepository } from './search-documents.repository.js';
import { SearchIndexer } from './search-indexer.js';
import { SearchController } from './search.controller.js';
import { SearchService } from './search.service.js';
import { SEARCH_ADAPTER, type SearchAdapter } from './search.types.js';

/** Meilisearch when MEILI_URL is set, else PostgreSQL (ARCHITECTURE: one port, two adapters). */
export function createSearchAdapter(
  config: AppConfig,
  rows: PostgresSearchRepository,
  changes?: PublicDataVersion,
): SearchAdapter {
  return config.meiliUrl
    ? new MeilisearchAdapter(config.meiliUrl, config.meiliMasterKey, { timeoutMs: config.meiliTimeoutMs })
    : new PostgresSearchAdapter(rows, changes);
}

@Module({
  imports: [MediaModule],
  controllers: [SearchController],
  providers: [
    {
      provide: SEARCH_ADAPTER,
      inject: [APP_CONFIG, PostgresSearchRepository, { token: PublicDataVersion, optional: true }],
      useFactory: createSearchAdapter,
    },
    PostgresSearchRepository,
    SearchDocumentsRepository,
    SearchService,
    SearchIndexer,
  ],
  exports: [SearchService],
})
export class SearchModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly search: SearchService,
    private readonly health: HealthContributors,
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Processes that run background work (web, worker; not the CLI) check the index once they are up. */
  onApplicationBootstrap(): void {
    if (this.config.jobs.runRelay || this.config.jobs.runWorkers) void this.search.reconcileOnStart();
  }

  /** GET /api/health shows the search state; a search outage never makes it a 503. */
  onModuleInit(): void {
    this.health.register('search', async () => ({ ...(await this.search.health()) }));
    const kinds = ['movies', 'locations'] as const;
    this.metrics.gauge({
      name: 'reelatlas_search_index_documents',
      help: 'Documents the search index holds, by index (movies, locations) and adapter',
      labelNames: ['index', 'adapter'],
      collector: 'search',
      read: async () => {
        const { index } = await this.search.documentCounts();
        return kinds.map((kind) => ({ labels: { index: kind, adapter: this.search.adapterName }, value: index[kind] }));
      },
    });
    this.metrics.gauge({
      name: 'reelatlas_search_index_lag_documents',
      help: 'How far the search index is behind the database: documents missing from it or left over in it, by index',
      labelNames: ['index'],
      collector: 'search',
      read: async () => {
        const { index, database } = await this.search.documentCounts();
        return kinds.map((kind) => ({ labels: { index: kind }, value: Math.abs(database[kind] - index[kind]) }));
      },
    });
  }
}
