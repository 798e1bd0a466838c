import { expect, test, type Page } from '@playwright/test';
import { screenColours } from './support/map';
import { expectPopupInView, moveMarkerTo, openOnePlace } from './support/map-framing';

// WebGL runs on the CPU (SwiftShader) here; a cold map can take a while.
const MAP_READY = { timeout: 20_000 };
// The built-in basemap's land (OFFLINE_BASEMAP_COLOURS), Antarctica's included.
const LAND = [0x1f, 0x2a, 0x3c];

test.use({ viewport: { width: 390, height: 844 } });

/** Where the world's bottom edge (85.05° S, where Web Mercator is cut) is on the page, from the map's view. */
async function worldBottom(page: Page): Promise<{ edge: number; mapBottom: number }> {
  const map = page.getByTestId('map');
  const box = (await map.boundingBox())!;
  const zoom = Number(await map.getAttribute('data-zoom'));
  const latitude = Number((await map.getAttribute('data-center'))!.split(',')[1]);
  const sin = Math.sin((latitude * Math.PI) / 180);
  const y = 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
  return { edge: box.y + box.height / 2 + (1 - y) * 512 * 2 ** zoom, mapBottom: box.y + box.height };
}

/**
 * How far the colours of a band across the map, from `top` down to `bottom` (its corners' controls
 * left out), are from the land's at most (the largest difference in one channel).
 */
async function bandOffLand(page: Page, top: number, bottom: number): Promise<number> {
  const clip = { x: 120, y: Math.ceil(top), width: 150, height: Math.floor(bottom - top) };
  const colours = [...(await screenColours(page, clip))];
  return Math.max(...colours.map((c) => Math.max(...[16, 8, 0].map((s, i) => Math.abs(((c >> s) & 255) - LAND[i])))));
}

test('on a phone, the first view of /map is all map: past the bottom of the world, Antarctica goes on', async ({
  page,
}) => {
  await page.goto('/map');
  const map = page.getByTestId('map');
  await expect(page.getByTestId('map-cluster').first()).toBeVisible(MAP_READY);
  await expect(map).toHaveAttribute('data-basemap', 'preview');
  // Every place around the world fits this narrow screen only zoomed out below the world's height
  // (map-first-view.mobile.e2e.ts checks they are all shown): the world's bottom edge is on screen.
  const { edge, mapBottom } = await worldBottom(page);
  expect(mapBottom - edge).toBeGreaterThan(40);
  // Under it, the land carries on (it was an empty strip of water under Antarctica's hard edge).
  await expect.poll(() => bandOffLand(page, edge - 2, mapBottom - 4)).toBeLessThanOrEqual(2);

  // The live map (the first touch starts it) shows the same.
  await page.mouse.move(200, 400);
  await expect(map).toHaveAttribute('data-basemap', 'offline', MAP_READY);
  await expect(page.getByTestId('map-picture')).toHaveCount(0, MAP_READY);
  const live = await worldBottom(page);
  await expect.poll(() => bandOffLand(page, live.edge - 2, live.mapBottom - 4)).toBeLessThanOrEqual(2);
});

test('on a phone, a marker near the edge of the map opens its popup inside the view, below the search bar', async ({
  page,
}) => {
  const { marker, area, panel } = await openOnePlace(page, 'cafe sperl');
  // Just below the bar: the popup, above its marker, would open under the bar.
  await moveMarkerTo(page, marker, area, { x: area.x + area.width / 2, y: panel.y + panel.height + 50 });
  await expectPopupInView(page, marker, area, panel);
  // At the right edge: half the popup would be off the screen.
  await moveMarkerTo(page, marker, area, { x: area.x + area.width - 16, y: area.y + area.height - 120 });
  await expectPopupInView(page, marker, area, panel);
});
