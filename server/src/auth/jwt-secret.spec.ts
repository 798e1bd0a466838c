import { mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../config/app-config.js';
import { resolveJwtSecret } from './jwt-secret.js';

describe('resolveJwtSecret', () => {
  it('prefers JWT_SECRET', () => {
    const secret = 'x'.repeat(40);
    expect(resolveJwtSecret(loadConfig({ JWT_SECRET: secret }))).toBe(secret);
  });

  it('generates a private secret once and reuses it on the next start', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ra-secret-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = resolveJwtSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveJwtSecret(config)).toBe(first);
    expect(statSync(path.join(dataDir, 'secrets', 'jwt-secret')).mode & 0o777).toBe(0o600);
  });
});
