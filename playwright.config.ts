import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the
 * built app, started by test/e2e/support/e2e-server.mjs on a fresh database.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // A committed test.only would run alone and pass while every other test is skipped.
  forbidOnly: true,
  // No retries: a test that fails once in a while is a failing test (scripts/test.mjs counts flaky as failed too).
  retries: 0,
  // Maps render on the CPU here (SwiftShader): two map pages side by side make a long flow take
  // 20–35 s on two cores, so a test gets a minute; expectations keep their own 7 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // page.route never sees what a service worker fetches: tests that use the worker allow it themselves.
    serviceWorkers: 'block',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: ['**/*.mobile.e2e.ts', '**/*.rows.e2e.ts'],
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      // The phone project checks the layouts that differ on small screens.
      testMatch: '**/*.mobile.e2e.ts',
    },
    {
      // Tests that add catalog rows or change the settings (test/e2e/support/rows.ts) run once
      // the tests comparing pages with the seeded catalog as a whole are done.
      name: 'rows',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: '**/*.rows.e2e.ts',
      dependencies: ['desktop', 'phone'],
    },
  ],
  webServer: {
    command: 'node test/e2e/support/e2e-server.mjs',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(PORT) },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
