import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { replaceEmbeddedData } from './page-data';

/** GET /api/map/locations as the map page reads it, with the spec's search rule for expected counts. */
export interface MapPayload {
  movies: { slug: string[]; title: string[]; year: (number | null)[] };
  countries: string[];
  locations: {
    slug: string[];
    name: string[];
    city: (string | null)[];
    country: number[];
    lat: number[];
    lon: number[];
    movie: number[];
  };
}

export async function mapPayload(request: APIRequestContext): Promise<MapPayload> {
  const res = await request.get('/api/map/locations');
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as MapPayload;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** SPEC §2 Map: every word must match the location name, city, country or movie title. */
export function expectedMatches(data: MapPayload, query: string): number[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const { locations: l } = data;
  return l.name
    .map((name, i) =>
      [name, l.city[i] ?? '', data.countries[l.country[i]] ?? '', data.movies.title[l.movie[i]]].map(fold),
    )
    .flatMap((fields, i) => (words.every((word) => fields.some((field) => field.includes(word))) ? [i] : []));
}

// SPEC §2 Map: the count reads 'N locations found' for every N.
export const countText = (n: number) => `${n} locations found`;

/** The map's view as BaseMap records it: [longitude, latitude], zoom. */
export async function mapView(map: Locator): Promise<{ center: [number, number]; zoom: number }> {
  const [center, zoom] = await Promise.all([map.getAttribute('data-center'), map.getAttribute('data-zoom')]);
  return { center: (center ?? 'NaN,NaN').split(',').map(Number) as [number, number], zoom: Number(zoom ?? Number.NaN) };
}

/**
 * How many distinct colours the map canvas shows: a blank or failed map has one or two. The live
 * map's WebGL canvas, or the /map preview's picture (`preview`).
 */
export async function canvasColourCount(page: Page, { preview = false } = {}): Promise<number> {
  const canvas = preview
    ? page.getByTestId('map-picture')
    : page.locator('canvas.maplibregl-canvas, canvas.mapboxgl-canvas').first();
  await expect(canvas).toBeVisible();
  const png = await canvas.screenshot();
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const c = document.createElement('canvas');
    [c.width, c.height] = [image.width, image.height];
    const ctx = c.getContext('2d')!;
    ctx.drawImage(image, 0, 0);
    const pixels = ctx.getImageData(0, 0, c.width, c.height).data;
    const colours = new Set<number>();
    for (let i = 0; i < pixels.length; i += 4) colours.add((pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2]);
    return colours.size;
  }, png.toString('base64'));
}

/**
 * Answers GET /api/map/config as a server with a streets style would (`style` absolute, or a path
 * on this app made absolute in the page), with the built-in basemap as its fallback — also in the
 * /map page's HTML, which comes with the config.
 */
export async function serveMapConfig(page: Page, { style }: { style: string }): Promise<void> {
  const config = (origin: string) => ({
    renderer: 'maplibre',
    style: style.startsWith('/') ? new URL(style, origin).href : style,
    offline: false,
    fallbackStyle: '/api/map/basemap/style.json',
  });
  await page.route('**/api/map/config', (route) => route.fulfill({ json: config(route.request().url()) }));
  await replaceEmbeddedData(page, '/map', '/api/map/config', config);
}

/**
 * Drags the live map with the mouse so that the point at `from` ends up at `to`, slowly enough
 * that the map keeps no momentum after the release.
 */
export async function dragMap(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  // MapLibre carries a drag on with the speed of its last moments: none after a pause.
  await page.waitForTimeout(300);
  await page.mouse.up();
}

/** The colours (0xRRGGBB) of a part of the page as it is shown. */
export async function screenColours(
  page: Page,
  clip: { x: number; y: number; width: number; height: number },
): Promise<Set<number>> {
  const png = await page.screenshot({ clip });
  const colours = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const c = document.createElement('canvas');
    [c.width, c.height] = [image.width, image.height];
    const ctx = c.getContext('2d')!;
    ctx.drawImage(image, 0, 0);
    const pixels = ctx.getImageData(0, 0, c.width, c.height).data;
    const found = new Set<number>();
    for (let i = 0; i < pixels.length; i += 4) found.add((pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2]);
    return [...found];
  }, png.toString('base64'));
  return new Set(colours);
}
