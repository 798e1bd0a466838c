import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './app-config.js';

describe('loadConfig', () => {
  it('defaults to the embedded mode on port 3000 with ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, seedDemo: true, openaiModel: 'gpt-4o' });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('reads SEED_DEMO=false and treats empty values as unset', () => {
    expect(loadConfig({ SEED_DEMO: 'false', DATABASE_URL: '' })).toMatchObject({
      seedDemo: false,
      databaseUrl: undefined,
    });
  });

  it('stops with a readable message on a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('processes jobs in the web process by default, but leaves them to workers when REDIS_URL is set', () => {
    expect(loadConfig({}).jobs).toMatchObject({
      runWorkers: true,
      runRelay: true,
      queuePrefix: 'reelatlas',
      attempts: 5,
      backoffMs: 2000,
    });
    expect(loadConfig({ REDIS_URL: 'redis://localhost:6379' }).jobs.runWorkers).toBe(false);
    expect(loadConfig({ REDIS_URL: 'redis://localhost:6379', RUN_WORKERS: 'true' }).jobs.runWorkers).toBe(true);
    expect(() => loadConfig({ QUEUE_PREFIX: 'a:b' })).toThrow(/QUEUE_PREFIX/);
  });

  it('limits AI generation cost by default: 10 a minute per admin, 500,000 tokens a day, a 30 s lease', () => {
    expect(loadConfig({}).generation).toEqual({ ratePerMinute: 10, dailyTokens: 500_000, leaseMs: 30_000 });
    expect(
      loadConfig({ GENERATION_RATE_LIMIT: '3', GENERATION_DAILY_TOKENS: '0', GENERATION_LEASE_MS: '1000' }).generation,
    ).toEqual({ ratePerMinute: 3, dailyTokens: 0, leaseMs: 1000 });
    expect(() => loadConfig({ GENERATION_RATE_LIMIT: '0' })).toThrow(/GENERATION_RATE_LIMIT/);
    expect(() => loadConfig({ GENERATION_DAILY_TOKENS: 'lots' })).toThrow(/GENERATION_DAILY_TOKENS/);
  });

  it('trusts no proxy by default, and reads TRUST_PROXY as a hop count or a list of addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });
});
