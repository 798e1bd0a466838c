// Stops the embedded PostgreSQL the global setup started, if it did, and removes its files.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { SERVICES_KEY } from './global-setup.mjs';

export default async function globalTeardown() {
  const services = globalThis[SERVICES_KEY];
  if (!services?.embedded) return;
  await services.embedded.stop();
  const clusterDir = services.embedded.clusterDir;
  rmSync(services.dataDir, { recursive: true, force: true });
  // As root the cluster may live outside DATA_DIR (see EmbeddedPostgres.resolveClusterDir).
  if (clusterDir && !clusterDir.startsWith(services.dataDir))
    rmSync(path.dirname(clusterDir), { recursive: true, force: true });
}
