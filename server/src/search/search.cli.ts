import type { CliCommand } from '../cli/index.js';
import { createProgress } from '../cli/index.js';
import { SearchService } from './search.service.js';

export const searchReindexCommand: CliCommand = {
  name: 'search:reindex',
  usage: 'search:reindex',
  description: 'Rebuild the search index (Meilisearch or PostgreSQL) from the database',
  async run(app) {
    const search = app.get(SearchService);
    const progress = createProgress(`reindex (${search.adapterName})`);
    const result = await search.reindex(({ done, total }) => progress.update(done, total));
    progress.finish(`indexed ${result.done} documents`);
  },
};
