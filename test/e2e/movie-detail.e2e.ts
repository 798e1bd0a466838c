import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { findMovieWithLocations, SITE_TITLE, type ApiMovieDetail } from './support/catalog';
import { withoutEmbeddedData } from './support/page-data';

/** Serves the real movie with some fields replaced, to see how the page treats other data. */
async function serveMovieWith(page: Page, slug: string, changes: Partial<ApiMovieDetail>) {
  await withoutEmbeddedData(page, `/movies/${slug}`);
  await page.route(`**/api/movies/${slug}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), ...changes } });
  });
}

const locationList = (page: Page) => page.getByRole('list', { name: 'Filming locations' });

test.describe('Movie detail', () => {
  test('shows the movie facts, description and genres', async ({ page, request }) => {
    const movie = await findMovieWithLocations(request);
    await page.goto(`/movies/${movie.slug}`);

    await expect(page.getByRole('heading', { level: 1, name: movie.title })).toBeVisible();
    await expect(page).toHaveTitle(`${movie.title} | ${SITE_TITLE}`);
    const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(hero).toContainText(String(movie.year));
    await expect(hero).toContainText(`Directed by ${movie.director}`);
    await expect(hero).toContainText(`${movie.locations.length} filming locations`);
    await expect(page.getByRole('list', { name: 'Genres' }).getByRole('listitem')).toHaveText(movie.genres);

    const paragraphs = movie
      .description!.split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean);
    const about = page.getByRole('region', { name: 'About the Film' });
    await expect(about.locator('p')).toHaveText(paragraphs);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', movie.description!.slice(0, 160));
  });

  test('lists the filming locations ordered by name, each with image, address, scene and a link', async ({
    page,
    request,
  }) => {
    const movie = await findMovieWithLocations(request);
    await page.goto(`/movies/${movie.slug}`);

    const names = movie.locations.map((location) => location.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    // The list's own items: each place's badges are a list of their own inside its item.
    const items = locationList(page).locator(':scope > li');
    await expect(items.getByRole('heading', { level: 3 })).toHaveText(names);

    for (const [index, location] of movie.locations.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole('img', { name: location.name })).toBeVisible();
      const address = item.locator('address');
      // Every seeded location has these fields; a missing one fails rather than being skipped.
      await expect(address).toContainText(location.address ?? '(no address)');
      await expect(address).toContainText(`${location.city}, ${location.country}`);
      await expect(item).toContainText((location.scene_description ?? '(no scene)').slice(0, 60));
      await expect(item.getByRole('link', { name: /View location details/ })).toHaveAttribute(
        'href',
        `/locations/${location.slug}`,
      );
    }

    await items
      .first()
      .getByRole('link', { name: /View location details/ })
      .click();
    await expect(page).toHaveURL(`/locations/${movie.locations[0].slug}`);
    await expect(page.getByRole('heading', { level: 1, name: movie.locations[0].name })).toBeVisible();
  });

  test('links to the IMDb title page in a new tab and to the map filtered by the movie', async ({ page, request }) => {
    const movie = await findMovieWithLocations(request);
    await page.goto(`/movies/${movie.slug}`);

    const imdb = page.getByRole('link', { name: /View on IMDb/ });
    await expect(imdb).toHaveAttribute('href', `https://www.imdb.com/title/${movie.imdb_id}/`);
    await expect(imdb).toHaveAttribute('target', '_blank');
    await expect(imdb).toHaveAttribute('rel', 'noopener noreferrer');

    const map = page.getByRole('link', { name: 'View on Map' });
    await expect(map).toHaveAttribute('href', `/map?movie=${movie.slug}`);
    await map.click();
    await expect(page).toHaveURL(`/map?movie=${movie.slug}`);
  });

  test('shows no IMDb link when the movie has no imdb_id', async ({ page, request }) => {
    const movie = await findMovieWithLocations(request);
    await serveMovieWith(page, movie.slug, { imdb_id: null });
    await page.goto(`/movies/${movie.slug}`);

    await expect(page.getByRole('link', { name: 'View on Map' })).toBeVisible();
    await expect(page.getByRole('link', { name: /IMDb/ })).toHaveCount(0);
  });

  test('says so when a movie has no filming locations yet', async ({ page, request }) => {
    const movie = await findMovieWithLocations(request);
    await serveMovieWith(page, movie.slug, { locations: [] });
    await page.goto(`/movies/${movie.slug}`);

    await expect(page.getByText('No filming locations have been added for this movie yet.')).toBeVisible();
    await expect(page.getByText('0 filming locations')).toBeVisible();
    await expect(locationList(page)).toHaveCount(0);
  });

  test('shows a skeleton while the movie loads', async ({ page, request }) => {
    const movie = await findMovieWithLocations(request);
    // As after an in-app navigation: the movie did not come with the page.
    await withoutEmbeddedData(page, `/movies/${movie.slug}`);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/movies/${movie.slug}`, async (route) => {
      await gate;
      await route.continue();
    });

    await page.goto(`/movies/${movie.slug}`);
    await expect(page.getByTestId('movie-detail-skeleton')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: movie.title })).toBeVisible();
    await expect(page.getByTestId('movie-detail-skeleton')).toHaveCount(0);
  });

  test('shows "Movie Not Found" with a way back to the list for an unknown slug', async ({ page }) => {
    await page.goto('/movies/no-such-movie-xyz');

    await expect(page.getByRole('heading', { level: 1, name: 'Movie Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse All Movies' }).click();
    await expect(page).toHaveURL('/movies');
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Movies' })).toBeVisible();
  });

  test('has no serious accessibility violations', async ({ page, request }) => {
    const movie = await findMovieWithLocations(request);
    await page.goto(`/movies/${movie.slug}`);
    await expect(locationList(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
