import { expect, test, type Page } from '@playwright/test';
import { countText, mapPayload } from './support/map';

// WebGL runs on the CPU (SwiftShader) here; a cold map can take a while.
const MAP_READY = { timeout: 20_000 };

test.use({ viewport: { width: 390, height: 844 } });

/** What the map shows: each cluster's count plus each single marker. */
async function shownLocations(page: Page): Promise<number> {
  const clusters = await page
    .getByTestId('map-cluster')
    .evaluateAll((buttons) =>
      buttons.map((button) => Number(/^(\d+) locations$/.exec(button.getAttribute('aria-label') ?? '')?.[1] ?? 0)),
    );
  return clusters.reduce((sum, count) => sum + count, 0) + (await page.getByTestId('map-marker').count());
}

test('on a phone, the first view of /map holds every location, clear of the search panel', async ({
  page,
  request,
}) => {
  const total = (await mapPayload(request)).locations.name.length;
  await page.goto('/map');
  await expect(page.getByTestId('map-count')).toHaveText(countText(total));
  await expect(page.getByTestId('map-cluster').first()).toBeVisible(MAP_READY);
  await expect.poll(() => shownLocations(page), MAP_READY).toBe(total);

  // On a phone the search panel starts as a one-line bar; no marker or cluster sits under it.
  const panel = page.getByRole('search', { name: 'Map search' });
  await expect(panel.getByRole('searchbox', { name: 'Search locations' })).toHaveCount(0);
  const box = (await panel.boundingBox())!;
  expect(box.height).toBeLessThan(64);
  const panelBottom = box.y + box.height;
  const tops = await page
    .getByTestId('map-cluster')
    .or(page.getByTestId('map-marker'))
    .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().top));
  expect(Math.min(...tops)).toBeGreaterThanOrEqual(panelBottom);
});

test('on a phone, the search bar opens to search and filter, and closes again keeping the filter', async ({
  page,
  request,
}) => {
  const total = (await mapPayload(request)).locations.name.length;
  await page.goto('/map');
  const panel = page.getByRole('search', { name: 'Map search' });
  await expect(page.getByTestId('map-count')).toHaveText(countText(total));
  const opener = panel.getByRole('button', { name: /Search and filters/ });
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  await opener.click();
  const search = panel.getByRole('searchbox', { name: 'Search locations' });
  await search.fill('paris');
  await expect(page).toHaveURL(/[?&]q=paris/);
  // The data worker answers the filter a moment after the URL changes.
  await expect(page.getByTestId('map-count')).not.toHaveText(countText(total));
  const filtered = await page.getByTestId('map-count').textContent();
  await panel.getByRole('button', { name: 'Hide search' }).click();
  await expect(search).toHaveCount(0);
  // The bar says what is filtered, and the count stays.
  await expect(panel.getByRole('button', { name: /Search and filters: “paris”/ })).toBeVisible();
  await expect(page.getByTestId('map-count')).toHaveText(filtered!);
});

test('on a phone, a tap on a cluster of the preview starts the live map zoomed in on it', async ({ page }) => {
  // The phone project is a touch device: the tap is the first touch the map gets.
  await page.goto('/map');
  const map = page.getByTestId('map');
  const cluster = page.getByTestId('map-cluster').first();
  await expect(cluster).toBeVisible(MAP_READY);
  await expect(map).toHaveAttribute('data-basemap', 'preview');
  const before = Number(await map.getAttribute('data-zoom'));
  await cluster.tap();
  await expect(map).toHaveAttribute('data-basemap', 'offline', MAP_READY);
  await expect.poll(async () => Number(await map.getAttribute('data-zoom')), MAP_READY).toBeGreaterThan(before + 0.5);
});
