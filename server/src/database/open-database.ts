import type { AppConfig } from '../config/app-config.js';
import { EmbeddedPostgres } from './embedded-postgres.js';

export interface OpenDatabase {
  kind: 'external' | 'embedded';
  url: string;
  close(): Promise<void>;
}

/** DATABASE_URL when given; otherwise a real PostgreSQL started from npm binaries into DATA_DIR. */
export async function openDatabase(config: AppConfig): Promise<OpenDatabase> {
  if (config.databaseUrl) return { kind: 'external', url: config.databaseUrl, close: async () => undefined };
  const embedded = new EmbeddedPostgres({
    dataDir: config.dataDir,
    sharedRoot: config.embeddedSharedDir,
    log: (message) => console.log(`[embedded-postgres] ${message}`),
  });
  const url = await embedded.start();
  return { kind: 'embedded', url, close: () => embedded.stop() };
}
