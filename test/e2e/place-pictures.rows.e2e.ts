import { expect, test, type Locator, type Page } from '@playwright/test';
import { createLocation, createMovie } from './support/rows';

/**
 * A place without a photo shows its server-drawn picture, cropped to each box by
 * `object-fit: cover`. Whatever text is drawn into it must be whole in that crop: the name on a
 * movie's list read "itelli" for Bar Vitelli when the picture was cropped to a tall strip.
 */
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

/**
 * The texts of the SVG an <img> shows that reach past the part its box shows. The SVG is laid out
 * in the page (off screen) to measure each text with the browser's own fonts.
 */
async function textsCutByCrop(image: Locator): Promise<string[]> {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  return image.evaluate(async (img: HTMLImageElement) => {
    const style = getComputedStyle(img);
    if (style.objectFit !== 'cover' || style.objectPosition !== '50% 50%')
      return [`unexpected object-fit ${style.objectFit} ${style.objectPosition}`];
    const source = await (await fetch(img.currentSrc)).text();
    const svg = document.importNode(new DOMParser().parseFromString(source, 'image/svg+xml').documentElement, true);
    const holder = document.createElement('div');
    holder.style.cssText = 'position: absolute; left: -10000px; top: 0';
    holder.append(svg);
    document.body.append(holder);
    try {
      const { width, height } = (svg as unknown as SVGSVGElement).viewBox.baseVal;
      const box = img.getBoundingClientRect();
      // Cover: scaled to fill the box, the overflow cut evenly on both sides.
      const scale = Math.max(box.width / width, box.height / height);
      const [shownWidth, shownHeight] = [box.width / scale, box.height / scale];
      const [left, top] = [(width - shownWidth) / 2, (height - shownHeight) / 2];
      return [...svg.querySelectorAll('text')]
        .filter((text) => {
          const b = text.getBBox();
          return (
            b.x < left - 0.5 ||
            b.y < top - 0.5 ||
            b.x + b.width > left + shownWidth + 0.5 ||
            b.y + b.height > top + shownHeight + 0.5
          );
        })
        .map((text) => text.textContent ?? '');
    } finally {
      holder.remove();
    }
  });
}

async function expectWholePicture(page: Page, image: Locator) {
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /\/api\/locations\/[^/]+\/place[-\w]*\.svg$/);
  expect(await textsCutByCrop(image), `on ${page.url()} at ${page.viewportSize()?.width}px`).toEqual([]);
}

test.describe('Pictures of places without a photo', () => {
  test('show no text cut by their crop on a movie page, in search results and on the location page', async ({
    browser,
  }) => {
    const movie = await createMovie({ title: `The Godfather Test ${Date.now()}` });
    const place = await createLocation(movie, {
      name: `Basilica of St. Patrick's Old Cathedral ${Date.now() % 1000}`,
      city: 'New York',
      country: 'United States',
      latitude: 40.7235,
      longitude: -73.9954,
      image_url: null,
      // As long as the seeded scenes: the card grows taller than the picture's 16:10.
      scene_description:
        'Michael and Kay leave the christening in the rain while the family settles its accounts across the city. ' +
        'The church stands in for the whole of Little Italy: its brick walls, the iron gate and the old graveyard ' +
        'behind it appear in the long final sequence, cut against the killings elsewhere in New York.',
    });
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();

      await page.goto(`/movies/${movie.slug}`);
      const item = page.getByRole('list', { name: 'Filming locations' }).getByRole('listitem').first();
      await expectWholePicture(page, item.getByRole('img', { name: place.name }));

      await page.goto(`/search?q=${encodeURIComponent(place.name)}&tab=locations`);
      const result = page.getByRole('list', { name: 'Locations' }).getByRole('listitem').first();
      await expect(result.getByRole('link', { name: place.name })).toBeVisible();
      await expectWholePicture(page, result.locator('img'));

      await page.goto(`/locations/${place.slug}`);
      const hero = page.getByAltText(place.name, { exact: true });
      await expectWholePicture(page, hero);
      // The location page's picture stands alone where it is shared (the page's image): it carries the name.
      const drawn = await hero.evaluate(async (img: HTMLImageElement) => (await fetch(img.currentSrc)).text());
      expect(drawn).toContain('Basilica of St. Patrick&#39;s Old');
      await context.close();
    }
  });
});
