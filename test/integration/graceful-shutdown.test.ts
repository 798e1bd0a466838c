import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

const SERVER = path.resolve('dist/server/main.js');
const WORKER = path.resolve('dist/server/worker.js');

/**
 * The built web server and worker (`npm run build:server` first) stop on SIGTERM through the one
 * shutdown helper: the log says what happens, the app closes and the process exits with 0.
 */
describe('graceful shutdown of the server and the worker', () => {
  jest.setTimeout(60_000);
  let db: TestDatabase;
  let dataDir: string;

  beforeAll(async () => {
    for (const file of [SERVER, WORKER])
      if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build:server first`);
    db = await createTestDatabase();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ra-shutdown-'));
  });
  afterAll(async () => {
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Starts `file`, waits for `ready` in its output, sends SIGTERM and resolves with the exit code and output. */
  function runUntilSigterm(file: string, ready: string): Promise<{ code: number | null; output: string }> {
    // The embedded defaults (in-process jobs, PostgreSQL search) whatever this shell has set.
    const { REDIS_URL: _redis, MEILI_URL: _meili, ...base } = process.env;
    const child = spawn(process.execPath, [file], {
      env: {
        ...base,
        DATABASE_URL: db.url,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
      },
    });
    let output = '';
    let signalled = false;
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (!signalled && output.includes(ready)) {
        signalled = true;
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
  }

  it('the web server logs the signal, closes and exits with 0', async () => {
    const { code, output } = await runUntilSigterm(SERVER, 'ReelAtlas listening on');
    expect(output).toContain('SIGTERM received, shutting down');
    expect(code).toBe(0);
  });

  it('the worker stops its jobs, closes and exits with 0', async () => {
    const { code, output } = await runUntilSigterm(WORKER, 'ReelAtlas worker started');
    expect(output).toContain('SIGTERM received, finishing active jobs');
    expect(code).toBe(0);
  });
});
