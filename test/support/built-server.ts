import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** The compiled web server (`npm run build:server`). */
export const BUILT_SERVER = path.resolve('dist/server/main.js');

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface BuiltServer {
  child: ChildProcess;
  url: string;
  port: number;
  /** SIGTERM, then resolves once the process has exited. */
  stop(): Promise<void>;
}

/**
 * The built server as an OS process of its own on `databaseUrl` (embedded defaults: in-process
 * jobs, PostgreSQL search, whatever this shell has set); resolves once it listens.
 */
export async function startBuiltServer(
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<BuiltServer> {
  if (!existsSync(BUILT_SERVER)) throw new Error(`${BUILT_SERVER} is missing: run npm run build:server first`);
  const port = await freePort();
  const { REDIS_URL: _redis, MEILI_URL: _meili, ...base } = process.env;
  const child = spawn(process.execPath, [BUILT_SERVER], {
    env: {
      ...base,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      CLIENT_DIR: '/nonexistent',
      ...env,
    },
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ReelAtlas listening on')) resolve();
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', (code) => reject(new Error(`the built server exited with ${code}:\n${output}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
