import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { canvasColourCount } from './support/map';
import { createLocation, createMovie } from './support/rows';

// WebGL runs on the CPU (SwiftShader) here; a cold map can take a while.
const MAP_READY = { timeout: 20_000 };

test('the map picker keeps its zoom on a click, and the built-in basemap stops where it still draws outlines, saying why', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const movie = await createMovie();
  const location = await createLocation(movie, { latitude: 41.9009, longitude: 12.4833 });
  await page.goto(`/admin/locations/${location.id}`);
  const map = page.getByTestId('map');
  // The built-in basemap (no map service here) opens at a country's scale.
  await expect(map).toHaveAttribute('data-basemap', 'offline', MAP_READY);
  await expect(map).toHaveAttribute('data-zoom', '5.00', MAP_READY);
  const marker = page.getByTestId('picker-marker');
  await expect(marker).toHaveAttribute('data-point', '41.9009,12.4833');

  // A click moves the marker, and the map stays where the editor is looking.
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width / 2 + 80, y: box.height / 2 + 40 } });
  await expect(marker).not.toHaveAttribute('data-point', '41.9009,12.4833');
  const zoomIn = map.getByRole('button', { name: 'Zoom in' });
  await zoomIn.click();
  await expect(map).toHaveAttribute('data-zoom', '6.00', MAP_READY);

  // No closer on this basemap: its outlines are a world overview, and the map says so.
  await expect(zoomIn).toBeDisabled();
  await expect(map.getByTestId('map-note')).toContainText('countries only');
  // Coasts and borders around Rome are drawn at that zoom: not one flat colour.
  await expect.poll(() => canvasColourCount(page), { timeout: 15_000 }).toBeGreaterThan(20);
});
