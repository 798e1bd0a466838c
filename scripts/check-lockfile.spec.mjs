import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { missingOptionalPackages, platformOf, resolveInLock } from './check-lockfile.mjs';

/** A lock with @swc/core asking for two platform builds. */
const lockWith = (extra) => ({
  lockfileVersion: 3,
  packages: {
    '': { name: 'demo' },
    'node_modules/@swc/core': {
      version: '1.16.18',
      optionalDependencies: { '@swc/core-darwin-arm64': '1.16.18', '@swc/core-linux-x64-gnu': '1.16.18' },
    },
    'node_modules/@swc/core-linux-x64-gnu': { version: '1.16.18', optional: true, os: ['linux'], cpu: ['x64'] },
    ...extra,
  },
});

describe('lockfile check', () => {
  it('names an optional platform build the lock left out, as npm ci would', () => {
    expect(missingOptionalPackages(lockWith({}))).toEqual([
      { from: 'node_modules/@swc/core', name: '@swc/core-darwin-arm64', wanted: '1.16.18', found: undefined },
    ]);
  });

  it('accepts the lock once every build is there', () => {
    const complete = lockWith({ 'node_modules/@swc/core-darwin-arm64': { version: '1.16.18', optional: true } });
    expect(missingOptionalPackages(complete)).toEqual([]);
  });

  it('refuses a build locked at another version than the one asked for', () => {
    const stale = lockWith({ 'node_modules/@swc/core-darwin-arm64': { version: '1.16.22', optional: true } });
    expect(missingOptionalPackages(stale)).toEqual([expect.objectContaining({ found: '1.16.22' })]);
  });

  it('finds a dependency the way Node does: nested first, then upwards', () => {
    const packages = { 'node_modules/a': {}, 'node_modules/a/node_modules/b': {}, 'node_modules/b': {} };
    expect(resolveInLock(packages, 'node_modules/a', 'b')).toBe('node_modules/a/node_modules/b');
    expect(resolveInLock(packages, 'node_modules/c', 'b')).toBe('node_modules/b');
    expect(resolveInLock(packages, 'node_modules/a', 'd')).toBeUndefined();
  });

  it('tells the platform from a build name', () => {
    expect(platformOf('@swc/core-win32-arm64-msvc')).toBe('win32-arm64');
    expect(platformOf('@img/sharp-linuxmusl-x64')).toBe('linux-x64-musl');
    expect(platformOf('@unrs/resolver-binding-linux-arm64-musl')).toBe('linux-arm64-musl');
    expect(platformOf('@swc/core-linux-s390x-gnu')).toBeUndefined();
  });

  it("passes on this project's package-lock.json", () => {
    const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
    expect(missingOptionalPackages(lock)).toEqual([]);
    // The common platforms really are there for the native tools every install needs.
    for (const build of [
      '@swc/core-darwin-arm64',
      '@swc/core-win32-x64-msvc',
      '@swc/core-linux-arm64-musl',
      '@tailwindcss/oxide-darwin-x64',
      '@tailwindcss/oxide-win32-arm64-msvc',
      '@img/sharp-darwin-arm64',
      'lightningcss-linux-arm64-musl',
    ])
      expect(Object.keys(lock.packages).some((p) => p.endsWith(`node_modules/${build}`))).toBe(true);
  });
});
