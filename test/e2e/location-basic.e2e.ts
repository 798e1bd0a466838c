import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { findMovieWithLocations, getLocation, SITE_TITLE, type ApiLocationDetail } from './support/catalog';
import { withoutEmbeddedData } from './support/page-data';

async function serveLocationWith(page: Page, slug: string, changes: Partial<ApiLocationDetail>) {
  await withoutEmbeddedData(page, `/locations/${slug}`);
  await page.route(`**/api/locations/${slug}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), ...changes } });
  });
}

async function firstLocation(request: Parameters<typeof getLocation>[0]) {
  const movie = await findMovieWithLocations(request, false);
  return getLocation(request, movie.locations[0].slug);
}

const VERIFIED = '✓ This location has been verified by our team';

test.describe('Location page (basic)', () => {
  test('shows the location, its movie, address, texts and rating summary', async ({ page, request }) => {
    const location = await firstLocation(request);
    await page.goto(`/locations/${location.slug}`);

    await expect(page.getByRole('heading', { level: 1, name: location.name })).toBeVisible();
    await expect(page).toHaveTitle(`${location.name} – ${location.movie.title} | ${SITE_TITLE}`);
    const back = page.getByRole('link', { name: `Back to ${location.movie.title}` });
    await expect(back).toHaveAttribute('href', `/movies/${location.movie.slug}`);

    // Each field (and a location without reviews) on a row of its own: location-page.rows.e2e.ts.
    // The street address when there is one, otherwise the place (city, state, country).
    await expect(page.locator('address')).toContainText(location.address ?? location.city ?? location.country ?? '');

    const details = page.getByRole('link', { name: 'View Movie Details' });
    await expect(details).toHaveAttribute('href', `/movies/${location.movie.slug}`);
    await back.click();
    await expect(page).toHaveURL(`/movies/${location.movie.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: location.movie.title })).toBeVisible();
  });

  test('shows the average rating with one decimal and the review count', async ({ page, request }) => {
    const location = await firstLocation(request);
    await serveLocationWith(page, location.slug, { rating_average: 4.5, review_count: 12 });
    await page.goto(`/locations/${location.slug}`);
    await expect(page.getByTestId('location-rating')).toHaveText(/4\.5\s*\(12 reviews\)/);
    await expect(page.getByText('No reviews yet')).toHaveCount(0);

    await page.unroute(`**/api/locations/${location.slug}`);
    await serveLocationWith(page, location.slug, { rating_average: 4, review_count: 1 });
    await page.reload();
    await expect(page.getByTestId('location-rating')).toHaveText(/4\.0\s*\(1 review\)/);
  });

  test('shows the verified note only for a verified location', async ({ page, request }) => {
    const location = await firstLocation(request);
    await serveLocationWith(page, location.slug, { is_verified: true });
    await page.goto(`/locations/${location.slug}`);
    await expect(page.getByText(VERIFIED)).toBeVisible();

    await page.unroute(`**/api/locations/${location.slug}`);
    await serveLocationWith(page, location.slug, { is_verified: false });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: location.name })).toBeVisible();
    await expect(page.getByText(VERIFIED)).toHaveCount(0);
  });

  test('shows "Location Not Found" with a link to the movies for an unknown slug', async ({ page }) => {
    await page.goto('/locations/no-such-place-xyz');
    await expect(page.getByRole('heading', { level: 1, name: 'Location Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse Movies' }).click();
    await expect(page).toHaveURL('/movies');
  });

  test('has no serious accessibility violations', async ({ page, request }) => {
    const location = await firstLocation(request);
    await page.goto(`/locations/${location.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: location.name })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
