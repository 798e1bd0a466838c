import { expect, test } from '@playwright/test';
import { countText, expectedMatches, mapPayload, mapView } from './support/map';
import { apart, expectPopupInView, moveMarkerTo, openOnePlace, type Box } from './support/map-framing';

// WebGL runs on the CPU (SwiftShader) here; a cold map can take a while.
const MAP_READY = { timeout: 20_000 };

test.describe('Map framing', () => {
  test('a marker near the edge of the map opens its popup inside the view, clear of the search panel', async ({
    page,
  }) => {
    const { marker, area, panel } = await openOnePlace(page, 'cafe sperl');
    // Near the top right corner: the popup, above its marker, would open past the map's top and right.
    await moveMarkerTo(page, marker, area, { x: area.x + area.width - 20, y: area.y + 40 });
    await expectPopupInView(page, marker, area, panel);
    // Just below the search panel: the popup would open over it.
    await moveMarkerTo(page, marker, area, { x: panel.x + 120, y: panel.y + panel.height + 60 });
    await expectPopupInView(page, marker, area, panel);
  });

  test('a filter moves the view to fit the places it found, and clearing it returns to the first view', async ({
    page,
    request,
  }) => {
    const data = await mapPayload(request);
    const rome = expectedMatches(data, 'rome');
    expect(rome.length).toBeGreaterThan(1);
    await page.goto('/map');
    const map = page.getByTestId('map');
    await expect(page.getByTestId('map-cluster').first()).toBeVisible(MAP_READY);
    const first = await mapView(map);

    await page.getByRole('searchbox', { name: 'Search locations' }).fill('rome');
    await expect(page.getByTestId('map-count')).toHaveText(countText(rome.length));
    // Fitted to the places (a few streets apart), not zoom 2 on their midpoint with the world around;
    // on the built-in basemap, as close as it still draws coasts and borders (zoom 6).
    await expect.poll(async () => (await mapView(map)).zoom, MAP_READY).toBeGreaterThan(first.zoom + 3);
    const [west, south, east, north] = ((await map.getAttribute('data-bounds')) ?? '').split(',').map(Number);
    for (const i of rome) {
      expect(data.locations.lon[i]).toBeGreaterThan(west);
      expect(data.locations.lon[i]).toBeLessThan(east);
      expect(data.locations.lat[i]).toBeGreaterThan(south);
      expect(data.locations.lat[i]).toBeLessThan(north);
    }
    // Not closer than a street map of one place.
    expect((await mapView(map)).zoom).toBeLessThanOrEqual(13);
    // Every place found is on the map, none of them under the panel.
    const panel = (await page.getByRole('search', { name: 'Map search' }).boundingBox())!;
    const markers = page.getByTestId('map-marker').or(page.getByTestId('map-cluster'));
    await expect
      .poll(async () =>
        (
          await markers.evaluateAll((buttons) =>
            buttons.map((b) => Number(/^(\d+) locations$/.exec(b.getAttribute('aria-label') ?? '')?.[1] ?? 1)),
          )
        ).reduce((sum, n) => sum + n, 0),
      )
      .toBe(rome.length);
    for (const box of await markers.evaluateAll((buttons) =>
      buttons.map((b) => b.getBoundingClientRect().toJSON() as Box),
    ))
      expect(apart(box, panel)).toBe(true);

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect.poll(() => mapView(map), MAP_READY).toEqual(first);
  });
});
