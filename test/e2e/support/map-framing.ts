import { expect, type Locator, type Page } from '@playwright/test';
import { dragMap } from './map';

// WebGL runs on the CPU (SwiftShader) here; a cold map can take a while.
const MAP_READY = { timeout: 20_000 };

export type Box = { x: number; y: number; width: number; height: number };

export const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

export const apart = (a: Box, b: Box) =>
  a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

/** /map showing one place on the live map: its marker, and the boxes of the map and of the search panel. */
export async function openOnePlace(page: Page, query: string) {
  await page.goto(`/map?q=${encodeURIComponent(query)}`);
  const map = page.getByTestId('map');
  const marker = page.getByTestId('map-marker');
  await expect(marker).toHaveCount(1, MAP_READY);
  // The mouse over the map starts the live map, which the drags then move.
  const area = (await map.boundingBox())!;
  await page.mouse.move(area.x + area.width - 40, area.y + area.height / 2);
  await expect(map).toHaveAttribute('data-basemap', 'offline', MAP_READY);
  await expect(marker).toHaveCount(1);
  const panel = (await page.getByRole('search', { name: 'Map search' }).boundingBox())!;
  return { map, marker, area, panel };
}

/** Drags the map so the marker's tip (its bottom middle) is at `to`. */
export async function moveMarkerTo(page: Page, marker: Locator, area: Box, to: { x: number; y: number }) {
  const box = (await marker.boundingBox())!;
  const tip = { x: box.x + box.width / 2, y: box.y + box.height };
  // From a point of the map away from the marker and the panel.
  const from = { x: area.x + area.width - 60, y: area.y + area.height - 80 };
  await dragMap(page, from, { x: from.x + to.x - tip.x, y: from.y + to.y - tip.y });
  await expect
    .poll(async () => {
      const moved = (await marker.boundingBox())!;
      return Math.hypot(moved.x + moved.width / 2 - to.x, moved.y + moved.height - to.y);
    })
    .toBeLessThan(8);
}

/** Opens the marker's popup and waits until it is whole inside the map, clear of the panel. */
export async function expectPopupInView(page: Page, marker: Locator, area: Box, panel: Box) {
  await marker.click();
  const popup = page.getByTestId('map-popup');
  await expect(popup).toBeVisible();
  // The popup's card, its tip included.
  const card = page.locator('.maplibregl-popup');
  await expect
    .poll(async () => {
      const box = (await card.boundingBox())!;
      return inside(box, area) && apart(box, panel);
    }, MAP_READY)
    .toBe(true);
  // Its place's marker stays on the map too.
  expect(inside((await marker.boundingBox())!, area)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
}
