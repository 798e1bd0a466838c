import { expect, test, type Page } from '@playwright/test';
import { withE2eDatabase } from './support/fixtures';
import { mapView, serveMapConfig } from './support/map';
import { createLocation, createMovie, type LocationRow } from './support/rows';

/**
 * How exact a place is and whether it was filmed there (issue 34): badges in words on the place
 * page and the movie page, the scene with its time in the film, and a "City only" place drawn on
 * its map as an area instead of a pin.
 */
async function describePlace(
  location: LocationRow,
  fields: { precision: string; kind: string; scene: string | null; seconds: number | null },
) {
  await withE2eDatabase((db) =>
    db.query(`UPDATE locations SET precision = $2, kind = $3, scene = $4, scene_time_seconds = $5 WHERE id = $1`, [
      location.id,
      fields.precision,
      fields.kind,
      fields.scene,
      fields.seconds,
    ]),
  );
}

/** The colour of the map's pixel `dx` px right of its centre, as [r, g, b]. */
async function pixelRightOfCentre(page: Page, dx: number): Promise<[number, number, number]> {
  const canvas = page.locator('canvas.maplibregl-canvas').first();
  const png = await canvas.screenshot();
  return page.evaluate(
    async ({ base64, dx }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const c = document.createElement('canvas');
      [c.width, c.height] = [image.width, image.height];
      const ctx = c.getContext('2d')!;
      ctx.drawImage(image, 0, 0);
      const [r, g, b] = ctx.getImageData(Math.round(image.width / 2 + dx), Math.round(image.height / 2), 1, 1).data;
      return [r, g, b] as [number, number, number];
    },
    { base64: png.toString('base64'), dx },
  );
}

test.describe('Precision and kind of a place', () => {
  test('a City only place, set there and filmed elsewhere: badges, scene and time, and an area on its map', async ({
    page,
  }) => {
    const movie = await createMovie();
    const location = await createLocation(movie, { latitude: 37.8125, longitude: 13.3017 });
    await describePlace(location, {
      precision: 'city',
      kind: 'set_here_filmed_elsewhere',
      scene: "Michael's exile in the hills",
      seconds: 3735,
    });
    // A streets style that loads (the app's own style stands in for a map service).
    await serveMapConfig(page, { style: '/api/map/basemap/style.json' });
    await page.goto(`/locations/${location.slug}`);

    const badges = page.getByRole('list', { name: "About this place's position" });
    await expect(badges.getByRole('listitem')).toHaveText(['City only', 'Set here, filmed elsewhere']);
    const film = page.getByRole('region', { name: 'In the Film' });
    await expect(film).toContainText("Michael's exile in the hills");
    await expect(film).toContainText('At 1:02:15 in the film');
    await expect(film.locator('time')).toHaveAttribute('datetime', 'PT1H2M15S');

    await page.getByRole('heading', { name: 'On the Map' }).scrollIntoViewIfNeeded();
    await expect(page.getByText('Only the city is known: the circle shows the area, not the spot.')).toBeVisible();
    const area = page.getByRole('img', { name: `${location.name}: somewhere in this area (city only)` });
    await expect(area.and(page.getByTestId('location-area'))).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('location-marker')).toHaveCount(0);
    // Opened wider than a spot's zoom 13, so the few km of the circle fit.
    const map = page.getByRole('region', { name: `Map of ${location.name}` });
    await expect.poll(async () => (await mapView(map)).zoom).toBeCloseTo(11, 1);
    // The circle is drawn by the map: amber inside it (about 50 px across here), the basemap outside.
    await expect
      .poll(
        async () => {
          const [inside, outside] = [await pixelRightOfCentre(page, 25), await pixelRightOfCentre(page, 160)];
          return inside[0] - inside[2] > outside[0] - outside[2] + 10;
        },
        { timeout: 15_000 },
      )
      .toBe(true);

    await page.goto(`/movies/${movie.slug}`);
    const item = page.getByTestId('movie-location').filter({ hasText: location.name });
    await expect(item.getByRole('list', { name: "About this place's position" }).getByRole('listitem')).toHaveText([
      'City only',
      'Set here, filmed elsewhere',
    ]);
    await expect(item).toContainText('At 1:02:15 in the film');
  });

  test('search and the map warn of a City only place set there and filmed elsewhere (the seeded Corleone)', async ({
    page,
  }) => {
    await page.goto('/search?q=Corleone&tab=locations');
    const hit = page
      .getByRole('list', { name: 'Locations' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Corleone', exact: true }) });
    await expect(hit.getByTestId('hit-caveats')).toHaveText('City only · Set here, filmed elsewhere');

    await page.goto('/map?q=Corleone&movie=the-godfather-1972');
    await page
      .getByRole('button', { name: /^Corleone/ })
      .first()
      .click({ timeout: 20_000 });
    await expect(page.getByTestId('map-popup').getByTestId('popup-caveats')).toHaveText(
      'City only · Set here, filmed elsewhere',
    );
  });

  test('an exact spot, filmed there, keeps its pin and says so', async ({ page }) => {
    const location = await createLocation(await createMovie());
    await page.goto(`/locations/${location.slug}`);
    const badges = page.getByRole('list', { name: "About this place's position" });
    await expect(badges.getByRole('listitem')).toHaveText(['Exact spot', 'Filmed here']);
    await expect(page.getByRole('region', { name: 'In the Film' })).toHaveCount(0);
    await page.getByRole('heading', { name: 'On the Map' }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId('location-marker')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('location-area')).toHaveCount(0);
  });
});
