import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../../server/src/bootstrap.js';
import { loadConfig } from '../../server/src/config/app-config.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export interface TestApp {
  app: NestExpressApplication;
  db: TestDatabase;
  /** A temporary DATA_DIR (generated secrets, mail outbox) unless the test passes its own. */
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A real app on a fresh database (migrations run on boot), listening on a random port.
 * Pass `shared` to start another app process on the same database (closing it keeps the database).
 */
export async function startTestApp(env: Record<string, string> = {}, shared?: TestDatabase): Promise<TestApp> {
  const db = shared ?? (await createTestDatabase());
  const ownDataDir = env.DATA_DIR ? undefined : mkdtempSync(path.join(os.tmpdir(), 'ra-test-data-'));
  const dataDir = env.DATA_DIR ?? ownDataDir!;
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    CLIENT_DIR: '/nonexistent',
    DATA_DIR: dataDir,
    ...env,
  });
  const app = await createApp(config, db.url);
  await app.listen(0, '127.0.0.1');
  return {
    app,
    db,
    dataDir,
    close: async () => {
      await app.close();
      if (!shared) await db.drop();
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
