import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/app.js';
import { runCli } from '../support/cli.js';

/** Runs the built CLI (`npm run build:server` first) against the test database. */
describe('user CLI commands', () => {
  // Each command boots the app context in a child process (about a second).
  jest.setTimeout(60_000);
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ra-cli-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const cliEnv = (extra: Record<string, string> = {}) => ({
    DATABASE_URL: t.db.url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...extra,
  });
  const cli = (...args: string[]) => runCli(args, cliEnv());
  /** Runs the CLI with `input` piped to its standard input and extra environment variables. */
  const cliWith = (input: string, env: Record<string, string>, ...args: string[]) => runCli(args, cliEnv(env), input);
  const login = (email: string, password: string) =>
    request(t.app.getHttpServer()).post('/api/auth/login').send({ email, password });

  it('user:create makes a verified user who can sign in; --admin makes an admin', async () => {
    const made = await cli('user:create', '--email', 'Operator@Example.com', '--password', 'op-secret', '--admin');
    expect(made.code).toBe(0);
    expect(made.stdout).toContain('Created admin Operator@Example.com');
    expect(made.stdout + made.stderr).not.toContain('op-secret');
    const res = await login('operator@example.com', 'op-secret').expect(200);
    expect(res.body.user.role).toBe('admin');
    await request(t.app.getHttpServer())
      .get('/api/admin/me')
      .set('Authorization', `Bearer ${res.body.access_token}`)
      .expect(200);
  });

  it('user:create refuses a duplicate email (any case) and bad input', async () => {
    await cli('user:create', '--email', 'dup@example.com', '--password', 'secret123');
    const dup = await cli('user:create', '--email', 'DUP@example.com', '--password', 'secret123');
    expect(dup.code).toBe(1);
    expect(dup.stderr).toContain('already exists');
    expect((await cli('user:create', '--email', 'nope', '--password', 'secret123')).stderr).toContain(
      'Invalid email address',
    );
    expect((await cli('user:create', '--email', 'a@b.co', '--password', '123')).stderr).toContain(
      'at least 6 characters',
    );
    expect((await cli('user:create', '--email', 'a@b.co')).stderr).toContain('A password is required');
  });

  it('user:create reads the password from standard input or CLI_PASSWORD, keeping it out of the arguments', async () => {
    const piped = await cliWith(
      'piped-secret\n',
      {},
      'user:create',
      '--email',
      'piped@example.com',
      '--password-stdin',
    );
    expect(piped.code).toBe(0);
    expect(piped.stdout + piped.stderr).not.toContain('piped-secret');
    await login('piped@example.com', 'piped-secret').expect(200);

    const fromEnv = await cliWith('', { CLI_PASSWORD: 'env-secret' }, 'user:create', '--email', 'env@example.com');
    expect(fromEnv.code).toBe(0);
    await login('env@example.com', 'env-secret').expect(200);

    const empty = await cliWith('', {}, 'user:create', '--email', 'empty@example.com', '--password-stdin');
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('no password on standard input');
    const short = await cliWith('12345\n', {}, 'user:create', '--email', 'short@example.com', '--password-stdin');
    expect(short.stderr).toContain('Password must be at least 6 characters');
  });

  it('user:role promotes and demotes', async () => {
    await cli('user:create', '--email', 'promote@example.com', '--password', 'secret123');
    expect((await cli('user:role', '--email', 'promote@example.com', '--role', 'admin')).stdout).toContain(
      'is now admin',
    );
    expect((await login('promote@example.com', 'secret123').expect(200)).body.user.role).toBe('admin');
    await cli('user:role', '--email', 'promote@example.com', '--role', 'user');
    expect((await login('promote@example.com', 'secret123').expect(200)).body.user.role).toBe('user');
    const bad = await cli('user:role', '--email', 'promote@example.com', '--role', 'owner');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--role must be admin or user');
    expect((await cli('user:role', '--email', 'ghost@example.com', '--role', 'admin')).stderr).toContain(
      'No user with the email',
    );
  });
});
