import { spawnSync } from 'node:child_process';
import { describe, expect, it } from '@jest/globals';

/**
 * The project's own tool configuration loads without a warning: a warning printed on every
 * `npm test` (Vite's "import ./vite.config without a file extension", from the vitest config) teaches
 * everyone to skim past warnings. Each config is loaded the way its tool loads it, by Vite itself,
 * in a process of its own (Vite is an ES module with native parts, outside jest's module system).
 */
const VITE_CONFIGS = ['client/vite.config.ts', 'client/vitest.config.ts'];

/** Loads one config with Vite's loader and prints every message its logger gave, as JSON. */
const LOADER = `
import { loadConfigFromFile } from 'vite';
const messages = [];
const record = (level) => (message) => messages.push(level + ': ' + message);
const logger = {
  info: () => {}, clearScreen: () => {}, hasErrorLogged: () => false, hasWarned: false,
  warn: record('warn'), warnOnce: record('warn'), error: record('error'),
};
await loadConfigFromFile({ command: 'serve', mode: 'test' }, process.argv[1], process.cwd(), 'info', logger);
console.log(JSON.stringify(messages));
`;

describe("the project's tool configuration", () => {
  it.each(VITE_CONFIGS)('%s loads without a warning', (file) => {
    const { VITE_CONFIG_NATIVE_IGNORE_WARNING: _silenced, ...env } = process.env;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', LOADER, file], {
      encoding: 'utf8',
      env,
      timeout: 60_000,
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout.trim().split('\n').pop() ?? '[]')).toEqual([]);
  });
});
