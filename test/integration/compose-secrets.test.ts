import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * docker-compose.yml has no default secrets: without POSTGRES_PASSWORD and MEILI_MASTER_KEY the
 * file does not even validate, so `docker compose up` cannot start a stack with guessable keys.
 * Debian's docker-compose (v1) validates a file without a Docker engine; .ci/run installs it.
 */
const root = path.resolve(import.meta.dirname, '../..');
const emptyEnvFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'ra-compose-')), '.env');
writeFileSync(emptyEnvFile, '');
const hasCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;

function validate(env: Record<string, string>) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== 'POSTGRES_PASSWORD' && key !== 'MEILI_MASTER_KEY'),
  );
  // An empty env file: a developer's own .env must not make the test pass.
  return spawnSync('docker-compose', ['--env-file', emptyEnvFile, '-f', 'docker-compose.yml', 'config', '-q'], {
    cwd: root,
    env: { ...clean, ...env },
    encoding: 'utf8',
  });
}

// Skipped only on a developer machine without Debian's docker-compose (v1), which validates the file
// without a Docker engine; CI installs it (.ci/run), and with CI=true a missing binary fails instead.
(hasCompose || process.env.CI ? describe : describe.skip)('docker-compose.yml secrets', () => {
  it('refuses to start without POSTGRES_PASSWORD, naming the variable', () => {
    const run = validate({ MEILI_MASTER_KEY: 'a-test-key-0123456789' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('POSTGRES_PASSWORD');
  });

  it('refuses to start without MEILI_MASTER_KEY, or with it empty', () => {
    const envs: Record<string, string>[] = [
      { POSTGRES_PASSWORD: 'pw' },
      { POSTGRES_PASSWORD: 'pw', MEILI_MASTER_KEY: '' },
    ];
    for (const env of envs) {
      const run = validate(env);
      expect(run.status).not.toBe(0);
      expect(run.stderr).toContain('MEILI_MASTER_KEY');
    }
  });

  it('is valid once both secrets are given', () => {
    const run = validate({ POSTGRES_PASSWORD: 'pw', MEILI_MASTER_KEY: 'a-test-key-0123456789' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
