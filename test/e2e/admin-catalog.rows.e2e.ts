import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { answerConfirm, expectNoSeriousA11yViolations } from './support/fixtures';
import { createLocation, createMovie } from './support/rows';

const unique = () => randomBytes(3).toString('hex');
const movieForm = (page: Page) => page.getByRole('form', { name: /movie$/i });
const locationForm = (page: Page) => page.getByRole('form', { name: /location$/i });

test.describe('Admin: movies and locations', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('creates a movie with a slug derived from its title, renames the slug, and the old URL answers 301', async ({
    page,
  }) => {
    const title = `Night Train ${unique()}`;
    await page.goto('/admin/movies');
    await expect(page).toHaveTitle(/^Movies \| /);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Add Movie' }).click();
    await movieForm(page).getByLabel('Title').fill(title);
    const slug = title.toLowerCase().replace(/ /g, '-');
    await expect(movieForm(page).getByLabel('Slug')).toHaveValue(slug); // SPEC §5 derivation
    await movieForm(page).getByLabel('Year').fill('1869');
    await movieForm(page).getByLabel('IMDb ID').fill('nm0001');
    await movieForm(page).getByRole('button', { name: 'Create Movie' }).click();
    await expect(movieForm(page).getByText('Year must be 1870 or later')).toBeVisible();
    await expect(movieForm(page).getByText("IMDb ID is 'tt' followed by 7 to 10 digits")).toBeVisible();

    await movieForm(page).getByLabel('Year').fill('1999');
    await movieForm(page).getByLabel('IMDb ID').fill('tt0123456');
    await movieForm(page).getByLabel('Genres', { exact: true }).fill('Thriller');
    await movieForm(page).getByLabel('Genres', { exact: true }).press('Enter');
    await movieForm(page).getByLabel('Poster URL').fill('https://images.example.org/poster.jpg');
    await expect(page.getByText('The image could not be loaded').or(page.getByAltText('Poster preview'))).toBeVisible();
    await movieForm(page).getByRole('button', { name: 'Create Movie' }).click();
    await expect(page.getByText('Movie created')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/movies\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: `Edit: ${title}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove Thriller' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await movieForm(page).getByLabel('Slug').fill(`${slug}-1999`);
    await movieForm(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Movie saved')).toBeVisible();

    const old = await page.request.get(`/movies/${slug}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/movies/${slug}-1999`);
    const oldApi = await page.request.get(`/api/movies/${slug}`, { maxRedirects: 0 });
    expect([oldApi.status(), oldApi.headers().location]).toEqual([301, `/api/movies/${slug}-1999`]);
    await page.goto(`/movies/${slug}`);
    await expect(page).toHaveURL(new RegExp(`/movies/${slug}-1999$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // In-app navigation to the old slug (no page load): the API's 301 is followed and the page
    // replaces the address with the current slug.
    await page.goto('/movies');
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/movies/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/movies/${slug}-1999$`));
  });

  test('a taken slug is refused next to the Slug field', async ({ page }) => {
    const taken = await createMovie();
    await page.goto('/admin/movies/new');
    await movieForm(page).getByLabel('Title').fill(`Copy ${unique()}`);
    await movieForm(page).getByLabel('Slug').fill(taken.slug);
    await movieForm(page).getByRole('button', { name: 'Create Movie' }).click();
    await expect(movieForm(page).getByText('This slug is already used by another movie')).toBeVisible();
  });

  test('adds a location with the map picker, by clicking the map and by typing coordinates, with warnings', async ({
    page,
  }) => {
    const movie = await createMovie({ title: `Picker Movie ${unique()}` });
    await page.goto(`/admin/movies/${movie.id}`);
    await page.getByRole('link', { name: 'Add location' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/locations/new\\?movie=${movie.id}$`));
    await expect(locationForm(page).getByRole('combobox', { name: 'Movie' })).toHaveValue(movie.id);
    await locationForm(page).getByLabel('Name').fill('Harbour Steps');
    await expect(locationForm(page).getByLabel('Slug')).toHaveValue('harbour-steps');

    // Clicking the map sets both coordinates.
    const map = page.getByTestId('map');
    await expect(map).toHaveAttribute('data-zoom', /\d/);
    await map.click({ position: { x: 200, y: 150 } });
    await expect(locationForm(page).getByLabel('Latitude')).toHaveValue(/^-?\d+(\.\d+)?$/);
    await expect(locationForm(page).getByLabel('Longitude')).toHaveValue(/^-?\d+(\.\d+)?$/);
    await expect(page.getByTestId('picker-marker')).toBeVisible();

    // Typing coordinates moves the marker (and the map follows it).
    await locationForm(page).getByLabel('Latitude').fill('41.9009');
    await locationForm(page).getByLabel('Longitude').fill('12.4833');
    await expect(page.getByTestId('picker-marker')).toHaveAttribute('data-point', '41.9009,12.4833');
    await expect(map).toHaveAttribute('data-center', '12.4833,41.9009');

    // Dragging the marker east moves the point east (longitude grows, latitude stays close).
    const marker = await page.getByTestId('picker-marker').boundingBox();
    await page.mouse.move(marker!.x + marker!.width / 2, marker!.y + marker!.height / 2);
    await page.mouse.down();
    await page.mouse.move(marker!.x + marker!.width / 2 + 60, marker!.y + marker!.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect
      .poll(async () => Number(await locationForm(page).getByLabel('Longitude').inputValue()))
      .toBeGreaterThan(12.4833);
    await locationForm(page).getByLabel('Longitude').fill('12.4833');
    await locationForm(page).getByLabel('Latitude').fill('41.9009');
    await locationForm(page).getByLabel('Country').fill('France');
    await expect(page.getByTestId('point-warnings')).toContainText('This point is in Italy, not in France');
    await locationForm(page).getByLabel('Country').fill('Italy');
    await expect(page.getByTestId('point-warnings')).toHaveCount(0);
    await locationForm(page).getByLabel('Verified').check();
    await expectNoSeriousA11yViolations(page);

    await locationForm(page).getByRole('button', { name: 'Create Location' }).click();
    await expect(page.getByText('Location created')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/locations\/[0-9a-f-]{36}$/);

    // A second location 10 m away is flagged as a likely duplicate.
    await page.goto(`/admin/locations/new?movie=${movie.id}`);
    await locationForm(page).getByLabel('Latitude').fill('41.90099');
    await locationForm(page).getByLabel('Longitude').fill('12.4833');
    await expect(page.getByTestId('point-warnings')).toContainText(
      /m from "Harbour Steps", another location of this movie/,
    );

    await page.goto(`/admin/locations?movie_id=${movie.id}&verified=true`);
    await expect(page.getByRole('row', { name: /Harbour Steps/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('deletes a movie after a confirmation that names its locations and reviews', async ({ page }) => {
    const movie = await createMovie({ title: `Doomed ${unique()}` });
    await page.goto(`/admin/movies/${movie.id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete “${movie.title}”?` });
    await expect(dialog).toContainText('This also deletes its 0 locations and their 0 reviews.');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete movie' }).click();
    await expect(page.getByText(`“${movie.title}” deleted`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/movies$/);
    expect((await page.request.get(`/api/movies/${movie.slug}`)).status()).toBe(404);
  });

  test('renames a location from its editor (old URL 301) and deletes it after a confirmation', async ({ page }) => {
    const movie = await createMovie({ title: `Host ${unique()}` });
    const location = await createLocation(movie, { name: `Old Pier ${unique()}` });
    await page.goto(`/admin/locations?movie_id=${movie.id}`);
    await page.getByRole('link', { name: location.name }).click();
    await expect(locationForm(page).getByLabel('Name')).toHaveValue(location.name);
    await expectNoSeriousA11yViolations(page);
    await locationForm(page).getByLabel('Slug').fill(`${location.slug}-renamed`);
    await locationForm(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Location saved')).toBeVisible();
    const old = await page.request.get(`/locations/${location.slug}`, { maxRedirects: 0 });
    expect([old.status(), old.headers().location]).toEqual([301, `/locations/${location.slug}-renamed`]);

    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete “${location.name}”?` });
    await expect(dialog).toContainText('This also deletes its 0 reviews.');
    await dialog.getByRole('button', { name: 'Delete location' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/movies/${movie.id}$`));
    await expect(page.getByText('No locations yet.')).toBeVisible();
  });

  test('the four screens pass axe at tablet width too', async ({ page }) => {
    await page.setViewportSize({ width: 820, height: 1180 });
    const movie = await createMovie();
    for (const [url, heading] of [
      ['/admin/movies', 'Movies'],
      [`/admin/movies/${movie.id}`, `Edit: ${movie.title}`],
      ['/admin/locations', 'Locations'],
      [`/admin/locations/new?movie=${movie.id}`, 'Add Location'],
    ]) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('asks before leaving an editor with unsaved changes', async ({ page }) => {
    const movie = await createMovie();
    await page.goto(`/admin/movies/${movie.id}`);
    await movieForm(page).getByLabel('Director').fill('Someone Else');
    const asked = await answerConfirm(page, () => page.getByRole('link', { name: 'All movies' }).click(), 'dismiss');
    expect(asked).toBe('You have unsaved changes. Leave this page and lose them?');
    await expect(page).toHaveURL(new RegExp(`/admin/movies/${movie.id}$`));
    page.once('dialog', (prompt) => void prompt.accept());
    await page.getByRole('link', { name: 'All movies' }).click();
    await expect(page).toHaveURL(/\/admin\/movies$/);
  });
});
