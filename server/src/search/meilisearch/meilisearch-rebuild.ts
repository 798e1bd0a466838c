import type { IndexSwap, Meilisearch, Settings } from 'meilisearch';
import type { IndexRebuild, LocationDocument, MovieDocument } from '../search.types.js';
import { meilisearchCode } from './meilisearch-errors.js';
import { settle } from './meilisearch-tasks.js';

export interface LiveIndex {
  uid: string;
  primaryKey: string;
  settings: Settings;
}

/** Suffix of the indexes a rebuild fills before they are swapped in. */
export const REBUILD_SUFFIX = '__rebuild';

/**
 * A rebuild into new indexes (`movies__rebuild`, ...), created with the full settings before any
 * document, swapped with the live ones in one task (POST /swap-indexes), after which the old
 * contents — now under the rebuild names — are deleted. Search answers from the live indexes
 * throughout. Meilisearch v1.12 swaps two existing indexes: the live ones exist (reconciled first).
 */
export async function startRebuild(
  client: Meilisearch,
  live: { movies: LiveIndex; locations: LiveIndex },
  write: {
    movies: (uid: string, documents: MovieDocument[]) => Promise<void>;
    locations: (uid: string, documents: LocationDocument[]) => Promise<void>;
    finished: () => Promise<void>;
  },
): Promise<IndexRebuild> {
  const indexes = [live.movies, live.locations];
  const target = (index: LiveIndex) => `${index.uid}${REBUILD_SUFFIX}`;
  const dropTargets = async () => {
    for (const index of indexes) await dropIndex(client, target(index));
  };
  // A rebuild that died half-way left its indexes: start from empty ones.
  await dropTargets();
  for (const index of indexes) {
    await settle(client.createIndex(target(index), { primaryKey: index.primaryKey }), `create ${target(index)}`);
    await settle(client.index(target(index)).updateSettings(index.settings), `apply the settings of ${target(index)}`);
  }
  return {
    upsertMovies: (documents) => write.movies(target(live.movies), documents),
    upsertLocations: (documents) => write.locations(target(live.locations), documents),
    async finish() {
      // v1.12's payload has `indexes` only (the client's type also names `rename`, a later field it refuses).
      const swaps = indexes.map((index) => ({ indexes: [index.uid, target(index)] })) as unknown as IndexSwap[];
      await settle(client.swapIndexes(swaps), 'swap the rebuilt indexes in');
      await dropTargets();
      await write.finished();
    },
    abort: dropTargets,
  };
}

async function dropIndex(client: Meilisearch, uid: string): Promise<void> {
  await settle(client.index(uid).delete(), `delete the index ${uid}`).catch((error: unknown) => {
    if (meilisearchCode(error) !== 'index_not_found') throw error;
  });
}
