import { expect, test, type Locator, type Page } from '@playwright/test';
import { findMovieWithLocations, getLocation } from './support/catalog';
import { mapView, serveMapConfig } from './support/map';

const STREETS = 'https://tiles.openfreemap.org/styles/liberty';
const NOTE = 'Street detail needs a connection to the map service.';

/** A streets style in miniature: one vector source on the (unreachable) tile service. */
const SLOW_TILES_STYLE = {
  version: 8,
  sources: {
    streets: { type: 'vector', tiles: ['https://tiles.openfreemap.org/tiles/{z}/{x}/{y}.pbf'], maxzoom: 14 },
  },
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': '#dde' } },
    { id: 'water', type: 'fill', source: 'streets', 'source-layer': 'water', paint: { 'fill-color': '#9bd' } },
  ],
};

async function openLocationMap(page: Page) {
  const movie = await findMovieWithLocations(page.request, false);
  const location = await getLocation(page.request, movie.locations[0].slug);
  await page.goto(`/locations/${location.slug}`);
  await page.getByRole('heading', { name: 'On the Map' }).scrollIntoViewIfNeeded();
  return { location, map: page.getByRole('region', { name: `Map of ${location.name}` }) };
}

/** The streets style refused after a moment, as a name lookup fails: the live map exists (and has moved) by then. */
async function refuseStreetsAfterAMoment(page: Page) {
  await serveMapConfig(page, { style: STREETS });
  await page.route(`${STREETS}**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.abort('namenotresolved');
  });
}

/**
 * A streets style whose document answers at once and whose tiles never do (a slow tile server, or a
 * phone's slow first draw): the map's 'load' waits on them, the fallback must not.
 */
async function serveStreetsWithSlowTiles(page: Page) {
  await serveMapConfig(page, { style: `${STREETS}/style.json` });
  await page.route('https://tiles.openfreemap.org/**', (route) =>
    new URL(route.request().url()).pathname.endsWith('/style.json')
      ? route.fulfill({ json: SLOW_TILES_STYLE })
      : new Promise(() => undefined),
  );
}

/** BaseMap's STYLE_FALLBACK_MS: how long a streets style may take before the built-in basemap replaces it. */
const FALLBACK_MS = 3_000;

/**
 * Moves the page's clock (page.clock, installed before the page opened) past the fallback's wait,
 * firing every timer due by then, and returns once React has rendered what they changed: it renders
 * a timer's state change in a task of its own (a MessageChannel message), and a message posted after
 * it is delivered after it. So a check that follows sees the map as the fallback's timer left it.
 * The wait is armed when the map instance exists, which then writes its view (data-zoom) at once.
 */
async function passFallbackDeadline(page: Page, map: Locator) {
  await expect(map).toHaveAttribute('data-zoom', /\d/);
  await page.clock.fastForward(FALLBACK_MS + 1_000);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/** /map at `path` on its preview, with the first cluster or marker shown. */
async function openMapPreview(page: Page, path: string, testId: 'map-cluster' | 'map-marker') {
  await page.goto(path);
  const map = page.getByTestId('map');
  const first = page.getByTestId(testId).first();
  await expect(first).toBeVisible({ timeout: 20_000 });
  await expect(map).toHaveAttribute('data-basemap', 'preview');
  return { map, first };
}

/** Issue: without a reachable streets style the map falls back to the built-in basemap within 3 s. */
test.describe('Streets style and its fallback', () => {
  test('a style that cannot be fetched: the built-in basemap, at country zoom, with a note', async ({ page }) => {
    await serveMapConfig(page, { style: STREETS });
    await page.route('https://tiles.openfreemap.org/**', (route) => route.abort('internetdisconnected'));
    const { location, map } = await openLocationMap(page);
    // A refused style falls back at once; the wait only allows for a slow, busy machine.
    await expect(map).toHaveAttribute('data-basemap', 'fallback', { timeout: 10_000 });
    await expect(map.getByText(NOTE)).toBeVisible();
    await expect(page.getByRole('img', { name: location.name }).and(page.getByTestId('location-marker'))).toBeVisible();
    await expect.poll(async () => (await mapView(map)).zoom).toBeCloseTo(4, 1);
  });

  test('a style that never answers: the built-in basemap after 3 s', async ({ page }) => {
    await serveMapConfig(page, { style: STREETS });
    // The request hangs (a network that drops packets); only the timer can end the wait.
    await page.route('https://tiles.openfreemap.org/**', () => new Promise(() => undefined));
    const { map } = await openLocationMap(page);
    await expect(map).toHaveAttribute('data-basemap', 'streets');
    // The 3 s count from the map instance (the renderer's own download is not the style's fault):
    // the page notes when the attribute turns, and the instance has its performance mark.
    const turnedAt = map.evaluate(
      (element) =>
        new Promise<number>((resolve) => {
          const check = () => element.getAttribute('data-basemap') === 'fallback' && resolve(performance.now());
          new MutationObserver(check).observe(element, { attributes: true });
          check();
        }),
    );
    await expect(map).toHaveAttribute('data-basemap', 'fallback', { timeout: 10_000 });
    const instanceAt = await page.evaluate(() => performance.getEntriesByName('map:instance')[0]?.startTime ?? NaN);
    const waited = (await turnedAt) - instanceAt;
    expect(waited).toBeGreaterThanOrEqual(2_900);
    expect(waited).toBeLessThan(4_000);
    await expect(map.getByText(NOTE)).toBeVisible();
  });

  test('a style that arrives but whose tiles are slow: the streets map stays', async ({ page }) => {
    await page.clock.install();
    await serveStreetsWithSlowTiles(page);
    const { map } = await openLocationMap(page);
    await expect(map).toHaveAttribute('data-basemap', 'streets');
    await passFallbackDeadline(page, map);
    await expect(map).toHaveAttribute('data-basemap', 'streets');
    await expect(map.getByText(NOTE)).toHaveCount(0);
  });

  test('MAP_STYLE=offline (this test server): the built-in basemap by choice, country zoom, no note', async ({
    page,
  }) => {
    const { map } = await openLocationMap(page);
    await expect(map).toHaveAttribute('data-basemap', 'offline', { timeout: 20_000 });
    await expect.poll(async () => (await mapView(map)).zoom).toBeCloseTo(4, 1);
    await expect(map.getByText(NOTE)).toHaveCount(0);
  });

  test('/map: a cluster zoom asked for on the preview is kept when the live map falls back, with the note clear of the search panel', async ({
    page,
  }) => {
    await refuseStreetsAfterAMoment(page);
    const { map, first: cluster } = await openMapPreview(page, '/map', 'map-cluster');
    const before = await mapView(map);
    await cluster.focus();
    await page.keyboard.press('Enter');
    await expect(map).toHaveAttribute('data-basemap', 'fallback', { timeout: 20_000 });
    await expect.poll(async () => (await mapView(map)).zoom, { timeout: 20_000 }).toBeGreaterThan(before.zoom + 0.5);
    const note = map.getByText(NOTE);
    await expect(note).toBeVisible();
    const [noteBox, panelBox] = await Promise.all([
      note.boundingBox(),
      page.getByRole('searchbox', { name: 'Search locations' }).boundingBox(),
    ]);
    expect(noteBox && panelBox && noteBox.x > panelBox.x + panelBox.width).toBe(true);
  });

  test('/map: a popup opened from the preview stays open when the live map falls back', async ({ page }) => {
    await refuseStreetsAfterAMoment(page);
    const { map, first: marker } = await openMapPreview(page, '/map?q=cafe+sperl', 'map-marker');
    // The popup opens on the streets map; MapLibre closes it when that map is removed for the fallback.
    await marker.click();
    await expect(map).toHaveAttribute('data-basemap', 'fallback', { timeout: 20_000 });
    const popup = page.getByRole('dialog', { name: 'Café Sperl' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('link', { name: 'View Details' })).toBeVisible();
  });

  test('/map: with the streets style reachable, a popup opened from the preview shows on the streets map', async ({
    page,
  }) => {
    await page.clock.install();
    await serveStreetsWithSlowTiles(page);
    const { map, first: marker } = await openMapPreview(page, '/map?q=cafe+sperl', 'map-marker');
    await marker.click();
    const popup = page.getByRole('dialog', { name: 'Café Sperl' });
    await expect(popup).toBeVisible({ timeout: 20_000 });
    await expect(map).toHaveAttribute('data-basemap', 'streets');
    // Past the fallback's wait: the streets map and its popup stay.
    await passFallbackDeadline(page, map);
    await expect(map).toHaveAttribute('data-basemap', 'streets');
    await expect(popup).toBeVisible();
  });
});
