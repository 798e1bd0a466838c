import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eRuntime, expectNoSeriousA11yViolations } from './support/fixtures';
import { countText, expectedMatches, mapPayload, mapView, type MapPayload } from './support/map';

// WebGL runs on the CPU (SwiftShader) here; with parallel workers a cold map can take a while.
const MAP_READY = { timeout: 20_000 };

/**
 * /map above MAP_FULL_PAYLOAD_MAX, on the demo data: a second app process on the e2e database with
 * the threshold lowered to 10 locations, so the server clusters per view (issue 36). The same
 * page must work as it does when the browser has every location.
 */
test.describe('Map clustered by the server', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ChildProcess;
  let base: string;
  let dataDir: string;
  let data: MapPayload;

  test.beforeAll(async ({ request }) => {
    // The threshold-default server still sends the whole payload: the expected counts come from it.
    data = await mapPayload(request);
    const port = Number(process.env.E2E_PORT ?? 4173) + 500;
    base = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'reelatlas-e2e-server-map-'));
    const runtime = e2eRuntime();
    if (!runtime.databaseUrl) throw new Error('The e2e database is the embedded one: no second process can share it');
    server = spawn(process.execPath, ['dist/server/main.js'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: runtime.databaseUrl,
        DATA_DIR: dataDir,
        JWT_SECRET: runtime.secrets.JWT_SECRET,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        MAP_STYLE: 'offline',
        MAP_FULL_PAYLOAD_MAX: '10',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await expect
      .poll(
        () =>
          fetch(`${base}/api/health`).then(
            (r) => r.ok,
            () => false,
          ),
        { timeout: 60_000 },
      )
      .toBe(true);
  });

  test.afterAll(async () => {
    if (server?.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('never downloads every location: the count, clusters that zoom in, and the whole payload refused', async ({
    page,
    request,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto(`${base}/map`);
    await expect(page.getByTestId('map-count')).toHaveText(countText(data.locations.name.length));
    const cluster = page.getByRole('button', { name: /^\d+ locations$/ }).first();
    await expect(cluster).toBeVisible(MAP_READY);
    const map = page.getByTestId('map');
    const before = await mapView(map);
    await cluster.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await mapView(map)).zoom).toBeGreaterThan(before.zoom + 0.5);
    // The closer view's markers come from the server.
    await expect.poll(() => asked.filter((p) => p === '/api/map/view').length).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: /locations$|\)$/ }).first()).toBeVisible();
    expect(asked).not.toContain('/api/map/locations');
    const refused = await request.get(`${base}/api/map/locations`);
    expect(refused.status()).toBe(413);
    await expectNoSeriousA11yViolations(page);
  });

  test('filters on the server: the same counts as the browser, and a popup by keyboard', async ({ page }) => {
    await page.goto(`${base}/map`);
    const search = page.getByRole('searchbox', { name: 'Search locations' });
    const expected = expectedMatches(data, 'CAFE vienna');
    expect(expected.length).toBeGreaterThan(0);
    await search.fill('CAFE vienna');
    await expect(page.getByTestId('map-count')).toHaveText(countText(expected.length));
    await search.fill('cafe vienna zzzz');
    await expect(page.getByTestId('map-count')).toHaveText(countText(0));
    await search.fill('amelie france');
    await expect(page.getByTestId('map-count')).toHaveText(countText(expectedMatches(data, 'amelie france').length));

    const [i] = expectedMatches(data, 'cafe sperl');
    const l = data.locations;
    const movie = l.movie[i];
    await page.goto(`${base}/map?q=cafe+sperl`);
    await expect(page.getByTestId('map-count')).toHaveText(countText(1));
    const marker = page.getByRole('button', { name: new RegExp(`^${l.name[i]}`) });
    await expect(marker).toBeVisible(MAP_READY);
    await marker.focus();
    await page.keyboard.press('Enter');
    const popup = page.getByRole('dialog', { name: l.name[i] });
    await expect(popup).toContainText(`${data.movies.title[movie]} (${data.movies.year[movie]})`);
    await expect(popup).toContainText(`${l.city[i]}, ${data.countries[l.country[i]]}`);
    await expect(popup.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', `/locations/${l.slug[i]}`);
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(marker).toBeFocused();
  });

  test('?movie= and Clear Filters', async ({ page }) => {
    const movie = data.movies.slug.findIndex((_, m) => data.locations.movie.filter((x) => x === m).length >= 2);
    const own = data.locations.movie.filter((x) => x === movie).length;
    await page.goto(`${base}/map?movie=${data.movies.slug[movie]}`);
    await expect(page.getByTestId('map-count')).toHaveText(countText(own));
    await expect(page.getByText(data.movies.title[movie], { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByTestId('map-count')).toHaveText(countText(data.locations.name.length));
  });
});
