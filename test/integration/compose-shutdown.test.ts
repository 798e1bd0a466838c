import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Issue 37, minor fixes: Docker's default 10 s stop grace is shorter than the app's own shutdown
 * (10 s for requests under way, then up to 10 s to close the queues), so compose sets a longer one;
 * and the build context leaves out .env, which holds the stack's secrets.
 */
const root = path.resolve(import.meta.dirname, '../..');
const compose = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');

/** The lines of one top-level service's block. */
function service(name: string): string {
  const start = compose.indexOf(`\n  ${name}:\n`);
  const rest = compose.slice(start + 1);
  const end = rest.slice(1).search(/\n {2}[a-z]/);
  return end < 0 ? rest : rest.slice(0, end + 1);
}

describe('docker-compose.yml and .dockerignore', () => {
  it.each(['app', 'worker'])('gives %s a stop grace longer than its 20 s shutdown', (name) => {
    const grace = /stop_grace_period: (\d+)s/.exec(service(name));
    expect(grace).not.toBeNull();
    expect(Number(grace![1])).toBeGreaterThan(20);
  });

  it('keeps .env (the secrets) out of the image build context', () => {
    const lines = readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n');
    expect(lines).toContain('.env');
    expect(lines).toContain('.env.*');
  });
});
