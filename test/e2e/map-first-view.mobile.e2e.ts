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

  // No marker or cluster sits under the search panel.
  const panelBottom = Math.max(
    ...(await Promise.all(
      [page.getByRole('searchbox', { name: 'Search locations' }), page.getByTestId('map-count')].map(
        async (part) => (await part.boundingBox())!.y + (await part.boundingBox())!.height,
      ),
    )),
  );
  const tops = await page
    .getByTestId('map-cluster')
    .or(page.getByTestId('map-marker'))
    .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().top));
  expect(Math.min(...tops)).toBeGreaterThanOrEqual(panelBottom);
});
