import { expect, test, type BrowserContext } from '@playwright/test';
import { findMovieWithLocations, getLocation } from './support/catalog';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { canvasColourCount, mapView, serveMapConfig } from './support/map';

/**
 * What the clipboard holds, read the way a visitor's next paste would. The site's own pages may
 * not read it (Permissions-Policy `clipboard-read=()`: the site only writes), so it is read from a
 * bare document of the same origin that the test serves itself.
 */
async function readClipboard(context: BrowserContext): Promise<string> {
  const reader = await context.newPage();
  await reader.route('**/__clipboard-reader', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>x</title>' }),
  );
  await reader.goto('/__clipboard-reader');
  const text = await reader.evaluate(() => navigator.clipboard.readText());
  await reader.close();
  return text;
}

async function aLocation(request: Parameters<typeof getLocation>[0]) {
  const movie = await findMovieWithLocations(request, false);
  return getLocation(request, movie.locations[0].slug);
}

test.describe('Location page: map, actions, nearby', () => {
  test('arrives with its title and its details in the HTML, and renders them without fetching them', async ({
    page,
    request,
  }) => {
    const location = await aLocation(request);
    const html = await (await request.get(`/locations/${location.slug}`)).text();
    const escaped = (text: string) =>
      text
        .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
        .replace(/&#38;/g, '&amp;')
        .replace(/&#60;/g, '&lt;')
        .replace(/&#62;/g, '&gt;')
        .replace(/&#34;/g, '&quot;');
    expect(html).toContain(`<title>${escaped(`${location.name} – ${location.movie.title}`)} | ReelAtlas.com</title>`);
    expect(html).toContain(`type="application/json" id="page-data">{"/api/locations/${location.slug}":`);
    // Low priority: the place is readable from the HTML before the app runs (server/src/web/index-html.ts).
    expect(html).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/LocationRoute-[\w-]+\.js" fetchpriority="low" \/>/,
    );
    const detailRequests: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === `/api/locations/${location.slug}`) detailRequests.push(req.url());
    });
    await page.goto(`/locations/${location.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: location.name })).toBeVisible();
    await expect(page).toHaveTitle(`${location.name} – ${location.movie.title} | ReelAtlas.com`);
    // The details came with the page.
    expect(detailRequests).toHaveLength(0);
  });

  test('shows a map centred on the location at zoom 13 with its marker (streets style)', async ({ page, request }) => {
    const location = await aLocation(request);
    // A streets style that loads (no map service is reachable here: the app's own style stands in for one).
    await serveMapConfig(page, { style: '/api/map/basemap/style.json' });
    const { latitude, longitude } = (await (await request.get(`/api/locations/${location.slug}`)).json()) as {
      latitude: number;
      longitude: number;
    };
    await page.goto(`/locations/${location.slug}`);
    // The map loads when its box nears the viewport.
    await page.getByRole('heading', { name: 'On the Map' }).scrollIntoViewIfNeeded();
    const map = page.getByRole('region', { name: `Map of ${location.name}` });
    await expect(page.getByRole('img', { name: location.name }).and(page.getByTestId('location-marker'))).toBeVisible({
      timeout: 20_000,
    });
    await expect.poll(async () => (await mapView(map)).zoom).toBeCloseTo(13, 1);
    const view = await mapView(map);
    expect(view.center[0]).toBeCloseTo(longitude, 3);
    expect(view.center[1]).toBeCloseTo(latitude, 3);
    await expect.poll(() => canvasColourCount(page), { timeout: 15_000 }).toBeGreaterThan(1);
  });

  test('Get Directions opens an external directions page to the coordinates in a new tab', async ({
    page,
    request,
  }) => {
    const location = await aLocation(request);
    const { latitude, longitude } = (await (await request.get(`/api/locations/${location.slug}`)).json()) as {
      latitude: number;
      longitude: number;
    };
    await page.goto(`/locations/${location.slug}`);
    const directions = page.getByRole('link', { name: /Get Directions/ });
    await expect(directions).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`,
    );
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('rel', /noopener/);
  });

  test('Share Location uses the native share sheet with title, text and URL', async ({ page, request }) => {
    const location = await aLocation(request);
    await page.addInitScript(() => {
      (window as unknown as { shared: unknown[] }).shared = [];
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: unknown) => void (window as unknown as { shared: unknown[] }).shared.push(data),
      });
    });
    await page.goto(`/locations/${location.slug}`);
    await page.getByRole('button', { name: 'Share Location' }).click();
    const shared = await page.evaluate(
      () => (window as unknown as { shared: { title: string; text: string; url: string }[] }).shared,
    );
    expect(shared).toHaveLength(1);
    expect(shared[0].url).toBe(page.url());
    expect(shared[0].title).toContain(location.name);
    expect(shared[0].text).toContain(location.movie.title);
  });

  test('without native sharing, Share Location copies the link and says so', async ({ page, context, request }) => {
    const location = await aLocation(request);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { configurable: true, value: undefined }));
    await page.goto(`/locations/${location.slug}`);
    await page.getByRole('button', { name: 'Share Location' }).click();
    await expect(page.getByText('Link copied to clipboard')).toBeVisible();
    expect(await readClipboard(context)).toBe(page.url());
  });

  test('lists the six nearest other locations with distance and movie', async ({ page, request }) => {
    const location = await aLocation(request);
    const nearby = (await (await request.get(`/api/locations/${location.slug}/nearby`)).json()) as {
      slug: string;
      name: string;
      distance_km: number;
      movie: { title: string };
    }[];
    expect(nearby).toHaveLength(6);
    await page.goto(`/locations/${location.slug}`);
    const list = page.getByRole('region', { name: 'Nearby Filming Locations' }).getByRole('listitem');
    await expect(list).toHaveCount(6);
    for (const [i, place] of nearby.entries()) {
      await expect(list.nth(i)).toContainText(place.name);
      await expect(list.nth(i)).toContainText(place.movie.title);
      await expect(list.nth(i)).toContainText(`${place.distance_km.toFixed(1)} km`);
    }
    await list.first().getByRole('link').click();
    await expect(page).toHaveURL(`/locations/${nearby[0].slug}`);
    await expect(page.getByRole('heading', { level: 1, name: nearby[0].name })).toBeVisible();
  });

  test('keeps a reviews section in place and has no serious accessibility violations', async ({ page, request }) => {
    const location = await aLocation(request);
    await page.goto(`/locations/${location.slug}`);
    await expect(page.getByRole('region', { name: 'Reviews' })).toBeVisible();
    await page.getByRole('heading', { name: 'On the Map' }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId('location-marker')).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page);
  });
});
