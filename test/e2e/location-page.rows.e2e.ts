import { expect, test, type Locator } from '@playwright/test';
import { createLocation, createMovie } from './support/rows';

/** Each location and movie here is created by the test, with exactly the fields it checks. */
/** A place without a (loadable) photo shows its own server-drawn picture (issue: places that look like places). */
const placeImage = (slug: string) => `/api/locations/${slug}/place.svg`;
/** Its square version without text, where a card prints the name beside it. */
const placeThumbnail = (slug: string) => `/api/locations/${slug}/place-thumbnail.svg`;
const FALLBACK_POSTER = '/images/fallback-poster.svg';
const VERIFIED = '✓ This location has been verified by our team';

/** The image shows the local placeholder, and the placeholder itself loaded. */
async function expectFallback(image: Locator, fallback: string) {
  await expect(image).toHaveAttribute('src', fallback);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test.describe('Location page with a location of its own', () => {
  test('shows every field, the verified note and "No reviews yet"', async ({ page }) => {
    const movie = await createMovie();
    const location = await createLocation(movie, { is_verified: true });
    await page.goto(`/locations/${location.slug}`);

    await expect(page.getByRole('heading', { level: 1, name: location.name })).toBeVisible();
    const address = page.locator('address');
    await expect(address).toContainText(location.address!);
    await expect(address).toContainText(`${location.city}, ${location.state}, ${location.country}`);
    await expect(page.getByText(location.description!)).toBeVisible();
    await expect(page.getByText(location.scene_description!)).toBeVisible();
    await expect(page.getByText('No reviews yet')).toBeVisible();
    await expect(page.getByText(VERIFIED)).toBeVisible();
    await expect(page.getByRole('link', { name: `Back to ${movie.title}` })).toHaveAttribute(
      'href',
      `/movies/${movie.slug}`,
    );
  });

  test('an unverified location has no verified note', async ({ page }) => {
    const location = await createLocation(await createMovie(), { is_verified: false });
    await page.goto(`/locations/${location.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: location.name })).toBeVisible();
    await expect(page.getByText(VERIFIED)).toHaveCount(0);
  });
});

test.describe('Fallback images (SPEC §3)', () => {
  test('a location whose image is missing or fails to load shows its own picture of the place', async ({ page }) => {
    const movie = await createMovie();
    const broken = await createLocation(movie, { image_url: '/images/no-such-image.jpg' });
    await page.goto(`/locations/${broken.slug}`);
    // The photo, not the map's marker, which is an image of the same name once the map has drawn.
    await expectFallback(page.getByAltText(broken.name, { exact: true }), placeImage(broken.slug));

    const missing = await createLocation(movie, { image_url: null });
    await page.goto(`/movies/${movie.slug}`);
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: missing.name }) });
    await expectFallback(item.getByRole('img', { name: missing.name }), placeThumbnail(missing.slug));
  });

  test('a movie whose poster fails to load shows the placeholder poster', async ({ page }) => {
    const movie = await createMovie({ poster_url: '/images/no-such-poster.jpg' });
    await page.goto(`/movies?q=${encodeURIComponent(movie.title)}`);
    await expectFallback(page.getByRole('img', { name: `Poster for ${movie.title}` }), FALLBACK_POSTER);
  });
});

test.describe('Movie page with a location of its own', () => {
  test('lists the location with its address, place and scene', async ({ page }) => {
    const movie = await createMovie();
    const location = await createLocation(movie);
    await page.goto(`/movies/${movie.slug}`);
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: location.name }) });
    await expect(item.locator('address')).toContainText(location.address!);
    await expect(item.locator('address')).toContainText(`${location.city}, ${location.country}`);
    await expect(item).toContainText(location.scene_description!);
    await expect(item.getByRole('link', { name: /View location details/ })).toHaveAttribute(
      'href',
      `/locations/${location.slug}`,
    );
  });
});
