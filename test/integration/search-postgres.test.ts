import type { DataSource } from 'typeorm';
import { PostgresSearchAdapter } from '../../server/src/search/postgres/postgres-search.adapter.js';
import { PostgresSearchRepository } from '../../server/src/search/postgres/postgres-search.repository.js';
import { searchContract } from './search-contract.js';
import { searchRelevance } from './search-relevance.js';

const postgresAdapter = (db: DataSource) => ({ adapter: new PostgresSearchAdapter(new PostgresSearchRepository(db)) });

searchContract('PostgreSQL adapter', postgresAdapter);
searchRelevance('PostgreSQL adapter', postgresAdapter);
