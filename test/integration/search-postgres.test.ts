import { PostgresSearchAdapter } from '../../server/src/search/postgres/postgres-search.adapter.js';
import { searchContract } from './search-contract.js';
import { searchRelevance } from './search-relevance.js';

searchContract('PostgreSQL adapter', (db) => ({ adapter: new PostgresSearchAdapter(db) }));
searchRelevance('PostgreSQL adapter', (db) => ({ adapter: new PostgresSearchAdapter(db) }));
