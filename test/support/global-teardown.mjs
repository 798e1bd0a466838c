// Stops the embedded PostgreSQL the global setup started, if it did, and removes its files: its
// DATA_DIR and its shared root (where, as root, the cluster may live; see EmbeddedPostgres).
import { rmSync } from 'node:fs';
import { SERVICES_KEY } from './global-setup.mjs';

export default async function globalTeardown() {
  const services = globalThis[SERVICES_KEY];
  if (!services?.embedded) return;
  await services.embedded.stop();
  rmSync(services.dataDir, { recursive: true, force: true });
  rmSync(services.sharedRoot, { recursive: true, force: true });
}
