import { PostgresSearchAdapter } from '../../server/src/search/postgres/postgres-search.adapter.js';
import { searchContract } from './search-contract.js';

searchContract('PostgreSQL adapter', (db) => ({ adapter: new PostgresSearchAdapter(db) }));
