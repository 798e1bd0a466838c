import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { canvasColourCount, countText, expectedMatches, mapPayload, mapView } from './support/map';
import { withoutEmbeddedData } from './support/page-data';

// WebGL runs on the CPU (SwiftShader) here; with parallel workers a cold map can take a while.
const MAP_READY = { timeout: 20_000 };

test.describe('Map page', () => {
  test('loads every location on the offline basemap, every one of them inside the first view', async ({
    page,
    request,
  }) => {
    const data = await mapPayload(request);
    // Hold the data back a moment so the loading state is observable, then let it through (the
    // page's own overview, which would show the first markers at once, left out).
    await withoutEmbeddedData(page, '/map');
    await page.route('**/api/map/overview', (route) => route.abort());
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/map/locations', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/map');
    await expect(page.getByText('Loading map...').first()).toBeVisible();
    release();
    await expect(page.getByTestId('map-count')).toHaveText(countText(data.locations.name.length));
    await expect(page.getByRole('button', { name: /^\d+ locations$/ }).first()).toBeVisible(MAP_READY);
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
    await expect(page).toHaveTitle(/^Interactive Map \| /);

    // The demo places span the world: SPEC's zoom 2 on their midpoint would leave some out of sight
    // on this screen, so the map fits their bounds instead (the rule: zoom 2 only when all fit).
    const map = page.getByTestId('map');
    const { lat, lon } = data.locations;
    const [west, south, east, north] = ((await map.getAttribute('data-bounds')) ?? '').split(',').map(Number);
    expect(Math.min(...lon)).toBeGreaterThanOrEqual(west);
    expect(Math.max(...lon)).toBeLessThanOrEqual(east);
    expect(Math.min(...lat)).toBeGreaterThanOrEqual(south);
    expect(Math.max(...lat)).toBeLessThanOrEqual(north);
    expect((await mapView(map)).zoom).toBeGreaterThan(0.5);
    // Land, water, borders and labels: a drawn map has many colours, a blank canvas one.
    await expect(map).toHaveAttribute('data-basemap', 'preview');
    await expect.poll(() => canvasColourCount(page, { preview: true }), { timeout: 15_000 }).toBeGreaterThan(50);
    await expectNoSeriousA11yViolations(page);
  });

  test("shows the first markers from the page's own overview while every location is still on its way, and keeps them when the locations arrive", async ({
    page,
    request,
  }) => {
    const data = await mapPayload(request);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/map/locations', async (route) => {
      await held;
      await route.continue();
    });
    const api: string[] = [];
    page.on('request', (r) => r.url().includes('/api/map/') && api.push(new URL(r.url()).pathname));
    await page.goto('/map');
    // Count, clusters and single places, with every location still held back.
    await expect(page.getByTestId('map-count')).toHaveText(countText(data.locations.name.length));
    await expect(page.getByRole('button', { name: /^\d+ locations$/ }).first()).toBeVisible();
    const markerKeys = () =>
      page.locator('[data-marker-key]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-marker-key')));
    const before = await markerKeys();
    expect(before.length).toBeGreaterThan(1);
    // The page came with its config and overview: it asked for neither.
    expect(api).not.toContain('/api/map/overview');
    expect(api).not.toContain('/api/map/config');

    release();
    await page.waitForFunction(() => performance.getEntriesByName('map:index').length > 0);
    // The worker's own index gives the same markers, in the same order.
    expect(await markerKeys()).toEqual(before);
    await expect(page.getByTestId('map-count')).toHaveText(countText(data.locations.name.length));
    await expect(page.getByTestId('map')).toHaveAttribute('data-basemap', 'preview');
  });

  test('opens on a preview that only prefetches the map library; a mouse over the map starts the live map at the same view', async ({
    page,
  }) => {
    const library: string[] = [];
    page.on('request', (request) => {
      if (/maplibre|mapbox/.test(request.url())) library.push(request.resourceType());
    });
    await page.goto('/map');
    const map = page.getByTestId('map');
    await expect(page.getByRole('button', { name: /^\d+ locations$/ }).first()).toBeVisible(MAP_READY);
    await expect(map).toHaveAttribute('data-basemap', 'preview');
    const preview = await mapView(map);
    const bounds = await map.getAttribute('data-bounds');
    const clusters = await page
      .getByTestId('map-cluster')
      .evaluateAll((buttons) =>
        buttons.map((b) => [b.getAttribute('aria-label'), Math.round(b.getBoundingClientRect().x)].join('@')),
      );
    // Looking does not run the map library: once the markers are shown it is only prefetched
    // (downloaded into the cache by <link rel=prefetch>, never as a script).
    await expect.poll(() => library.length).toBeGreaterThanOrEqual(2);
    await page.waitForLoadState('networkidle');
    expect(library.every((type) => type !== 'script')).toBe(true);
    expect(await page.evaluate(() => performance.getEntriesByName('map:renderer').length)).toBe(0);
    await expect(page.locator('.maplibregl-map')).toHaveCount(0);

    await page.mouse.move(640, 500);
    await expect(map).toHaveAttribute('data-basemap', 'offline', MAP_READY);
    expect(library).toContain('script');
    // The library's scripts came from the cache the prefetch filled.
    const transferred = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /maplibre-renderer-[\w-]+\.js$/.test(entry.name))
        .map((entry) => [
          (entry as PerformanceResourceTiming).initiatorType,
          (entry as PerformanceResourceTiming).transferSize,
        ]),
    );
    expect(transferred).toContainEqual(['script', 0]);
    // The live map records its view once its instance exists.
    await expect.poll(() => mapView(map)).toEqual(preview);
    expect(await map.getAttribute('data-bounds')).toBe(bounds);
    // The same markers in the same places, now on the live map.
    await expect
      .poll(() =>
        page
          .getByTestId('map-cluster')
          .evaluateAll((buttons) =>
            buttons.map((b) => [b.getAttribute('aria-label'), Math.round(b.getBoundingClientRect().x)].join('@')),
          ),
      )
      .toEqual(clusters);
    await expect.poll(() => canvasColourCount(page), { timeout: 15_000 }).toBeGreaterThan(50);
    await expect(page.getByTestId('map-picture')).toHaveCount(0);
  });

  test('the preview has the live map’s zoom buttons: Zoom in starts the live map one level closer', async ({
    page,
  }) => {
    // The map library is held back until the button was pressed: on a fast machine the live map
    // would otherwise take over before the press, and the press would meet it instead of the preview.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/maplibre-renderer-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/map');
    const map = page.getByTestId('map');
    await expect(page.getByTestId('map-cluster').first()).toBeVisible(MAP_READY);
    await expect(map).toHaveAttribute('data-basemap', 'preview');
    const before = await mapView(map);
    // By keyboard, so no mouse movement starts the live map first.
    await page.getByRole('button', { name: 'Zoom in' }).focus();
    await page.keyboard.press('Enter');
    release();
    await expect(map).toHaveAttribute('data-basemap', 'offline', MAP_READY);
    await expect.poll(async () => (await mapView(map)).zoom, MAP_READY).toBeCloseTo(before.zoom + 1, 1);
    await expect(page.getByRole('button', { name: 'Zoom in' })).toHaveCount(1);
  });

  test('a drag on the preview moves it while the map library loads, and the live map opens where it was dragged', async ({
    page,
  }) => {
    // The map library is held back, as on a slow network, so the drag happens on the preview.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/maplibre-renderer-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/map');
    const map = page.getByTestId('map');
    const cluster = page.getByTestId('map-cluster').first();
    await expect(cluster).toBeVisible(MAP_READY);
    const before = await mapView(map);
    const box = (await cluster.boundingBox())!;
    await page.mouse.move(700, 600);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) await page.mouse.move(700 - step * 15, 600 - step * 10);
    await page.mouse.up();
    await expect(map).toHaveAttribute('data-basemap', 'preview');
    const dragged = await mapView(map);
    expect(dragged.center[0]).toBeGreaterThan(before.center[0]);
    expect(dragged.zoom).toBe(before.zoom);
    // The markers moved with the picture, by the drag.
    const moved = (await cluster.boundingBox())!;
    expect(moved.x - box.x).toBeCloseTo(-150, -1);
    expect(moved.y - box.y).toBeCloseTo(-100, -1);

    release();
    await expect(map).toHaveAttribute('data-basemap', 'offline', MAP_READY);
    await expect.poll(() => mapView(map)).toEqual(dragged);
  });

  test('search requires every word to match name, city, country or movie, ignoring case and accents', async ({
    page,
    request,
  }) => {
    const data = await mapPayload(request);
    await page.goto('/map');
    const search = page.getByRole('searchbox', { name: 'Search locations' });
    const expected = expectedMatches(data, 'CAFE vienna');
    expect(expected.length).toBeGreaterThan(0);
    await search.fill('CAFE vienna');
    await expect(page.getByTestId('map-count')).toHaveText(countText(expected.length));
    await expect(page).toHaveURL(/[?&]q=CAFE\+vienna/);
    // Both Viennese cafés sit a few hundred metres apart: one cluster at the overview zoom.
    await expect(page.getByRole('button', { name: `${expected.length} locations`, exact: true })).toBeVisible(
      MAP_READY,
    );

    await search.fill('cafe vienna zzzz');
    await expect(page.getByTestId('map-count')).toHaveText(countText(0));
    const view = await mapView(page.getByTestId('map'));
    expect(view).toEqual({ center: [0, 0], zoom: 1 });

    // Words may match different fields: a movie title word plus a country.
    const movieWord = 'amelie';
    await search.fill(`${movieWord} france`);
    await expect(page.getByTestId('map-count')).toHaveText(
      countText(expectedMatches(data, `${movieWord} france`).length),
    );
  });

  test('filters by ?movie=, shows Clear Filters while a filter is active, and the back button restores filters', async ({
    page,
    request,
  }) => {
    const data = await mapPayload(request);
    const movie = data.movies.slug.findIndex((_, m) => data.locations.movie.filter((x) => x === m).length >= 2);
    const own = data.locations.movie.filter((x) => x === movie).length;
    await page.goto(`/map?movie=${data.movies.slug[movie]}`);
    await expect(page.getByTestId('map-count')).toHaveText(countText(own));
    await expect(page.getByText(data.movies.title[movie], { exact: true })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search locations' }).fill('zzzz');
    await expect(page.getByTestId('map-count')).toHaveText(countText(0));
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByTestId('map-count')).toHaveText(countText(data.locations.name.length));
    await expect(page).toHaveURL('/map');
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: 'Search locations' })).toHaveValue('');

    await page.goBack();
    await expect(page).toHaveURL(/q=zzzz/);
    await expect(page.getByRole('searchbox', { name: 'Search locations' })).toHaveValue('zzzz');
    await expect(page.getByTestId('map-count')).toHaveText(countText(0));
    await page.goBack();
    await expect(page.getByTestId('map-count')).toHaveText(countText(own));
  });

  test('a marker opens a popup with movie, place and View Details, by mouse and by keyboard', async ({
    page,
    request,
  }) => {
    const data = await mapPayload(request);
    const [i] = expectedMatches(data, 'cafe sperl');
    const l = data.locations;
    const movie = l.movie[i];
    await page.goto('/map?q=cafe+sperl');
    const marker = page.getByRole('button', { name: new RegExp(`^${l.name[i]}`) });
    await expect(marker).toBeVisible(MAP_READY);
    await marker.focus();
    await page.keyboard.press('Enter');
    const popup = page.getByRole('dialog', { name: l.name[i] });
    await expect(popup).toContainText(`${data.movies.title[movie]} (${data.movies.year[movie]})`);
    await expect(popup.getByRole('heading', { name: l.name[i] })).toBeVisible();
    await expect(popup).toContainText(`${l.city[i]}, ${data.countries[l.country[i]]}`);
    const details = popup.getByRole('link', { name: 'View Details' });
    await expect(details).toHaveAttribute('href', `/locations/${l.slug[i]}`);
    await expect(details).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(marker).toBeFocused();

    await page.keyboard.press('Space');
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);

    // By mouse: a click on the marker opens the same popup.
    await marker.click();
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(`${data.movies.title[movie]} (${data.movies.year[movie]})`);
    // Its close button closes it; another click opens it again.
    await popup.getByRole('button', { name: 'Close popup' }).click();
    await expect(popup).toHaveCount(0);
    await expect(marker).toHaveAttribute('aria-pressed', 'false');
    await marker.click();
    await popup.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(`/locations/${l.slug[i]}`);
    await expect(page.getByRole('heading', { level: 1, name: l.name[i] })).toBeVisible();
  });

  for (const how of ['keyboard', 'click'] as const) {
    test(`a cluster button zooms in when activated by ${how}`, async ({ page }) => {
      // The overview of every location always has clusters (the map page test checks one is shown).
      await page.goto('/map');
      const map = page.getByTestId('map');
      const cluster = page.getByRole('button', { name: /^\d+ locations$/ }).first();
      await expect(cluster).toBeVisible(MAP_READY);
      const before = await mapView(map);
      if (how === 'click') await cluster.click();
      else {
        await cluster.focus();
        await page.keyboard.press('Enter');
      }
      await expect.poll(async () => (await mapView(map)).zoom).toBeGreaterThan(before.zoom + 0.5);
    });
  }
});

test.describe('Near me', () => {
  test('centres on the visitor and lists the closest locations', async ({ page, context, request }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 48.2, longitude: 16.37 }); // Vienna
    const near = (await (await request.get('/api/locations/near?lat=48.2&lon=16.37&limit=8')).json()) as {
      name: string;
      distance_km: number;
    }[];
    await page.goto('/map');
    await expect(page.getByTestId('map-count')).toBeVisible();
    await page.getByRole('button', { name: 'Near me' }).click();
    const list = page.getByRole('region', { name: 'Filming locations near you' });
    await expect(list.getByRole('listitem')).toHaveCount(near.length);
    await expect(list.getByRole('listitem').first()).toContainText(near[0].name);
    await expect(list.getByRole('listitem').first()).toContainText(`${near[0].distance_km.toFixed(1)} km`);
    await expect(page.getByRole('img', { name: 'Your position' })).toBeVisible();
    await expect
      .poll(async () => (await mapView(page.getByTestId('map'))).center[1], { timeout: 10_000 })
      .toBeCloseTo(48.2, 1);
  });

  test('says so clearly when location permission is denied', async ({ page }) => {
    await page.goto('/map');
    await expect(page.getByTestId('map-count')).toBeVisible();
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page.getByRole('alert')).toHaveText(/Location access was denied/);
  });

  test('says so clearly when no position is available', async ({ page }) => {
    await page.addInitScript(() => {
      navigator.geolocation.getCurrentPosition = (_ok, fail) =>
        fail?.({
          code: 2,
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
          message: 'unavailable',
        } as GeolocationPositionError);
    });
    await page.goto('/map');
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page.getByRole('alert')).toHaveText(/Your position is not available right now/);
  });
});
