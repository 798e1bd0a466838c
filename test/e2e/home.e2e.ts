import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { withoutEmbeddedData } from './support/page-data';

test.describe('Home', () => {
  test('shows six featured movies, each linking to its locations', async ({ page }) => {
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured Movies' });
    await expect(featured.getByRole('heading', { name: 'Featured Movies', level: 2 })).toBeVisible();
    const cards = featured.getByRole('article');
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      await expect(card.getByRole('link', { name: /^View Locations/ })).toHaveAttribute('href', /^\/movies\/[\w-]+$/);
    }
  });

  test('"View All Movies" leads to the movie list', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'View All Movies' }).click();
    await expect(page).toHaveURL('/movies');
  });

  test('explains how it works in three steps', async ({ page }) => {
    await page.goto('/');
    const steps = page.getByRole('region', { name: 'How It Works' }).getByRole('listitem');
    await expect(steps).toHaveCount(3);
    for (const [i, title] of ['Find a Movie', 'Discover Locations', 'Plan Your Visit'].entries()) {
      await expect(steps.nth(i).getByRole('heading', { name: title })).toBeVisible();
    }
  });

  test('"Start Exploring Now" leads to search', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Exploring Now' }).click();
    await expect(page).toHaveURL('/search');
  });

  test('a first visit renders the featured movies and the hero from the page itself, without asking the API', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/movies' || pathname.startsWith('/api/sliders/')) asked.push(pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Featured Movies' }).getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('shows no movies when they fail to load, and the rest of the page still works', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.route(/\/api\/movies\?/, (route) => route.fulfill({ status: 500, json: { message: 'Database down' } }));
    // As after an in-app navigation: the first page of a visit comes with its answers.
    await withoutEmbeddedData(page, '/');
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured Movies' });
    await expect(page.getByRole('link', { name: 'Start Exploring Now' })).toBeVisible();
    // The client retries a 5xx twice (after 1 s and 2 s) before it gives up.
    await expect
      .poll(() => errors.some((text) => text.includes('Failed to load featured movies')), { timeout: 15_000 })
      .toBe(true);
    await expect(featured.getByRole('article')).toHaveCount(0);
    await expect(featured.getByTestId('movie-card-skeleton')).toHaveCount(0);
  });

  test('falls back to the default hero when the slider cannot be loaded', async ({ page }) => {
    await page.route('**/api/sliders/home_hero', (route) => route.fulfill({ status: 500, json: { message: 'Down' } }));
    await withoutEmbeddedData(page, '/');
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Discover Where Your Favorite Movies Were Filmed', level: 1 }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'View Map' }).click();
    await expect(page).toHaveURL('/map');
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Featured Movies' }).getByRole('article')).toHaveCount(6);
    await expectNoSeriousA11yViolations(page);
  });

  test('lazy-loads images below the fold but not the hero image', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Featured Movies' }).getByRole('article')).toHaveCount(6);
    // A poster per card, and at least the first slide's picture: the loops below check something.
    const posters = page.getByRole('region', { name: 'Featured Movies' }).getByRole('img');
    await expect(posters).toHaveCount(6);
    for (const poster of await posters.all()) await expect(poster).toHaveAttribute('loading', 'lazy');
    const heroImages = page.locator('[aria-roledescription="slide"] img');
    await expect(heroImages.first()).toBeAttached();
    for (const image of await heroImages.all()) await expect(image).not.toHaveAttribute('loading', 'lazy');
  });
});

test.describe('Not found page', () => {
  test('is a friendly page with a way back', async ({ page }) => {
    const response = await page.goto('/404');
    expect(response?.status()).toBe(404);
    const settings = (await (await page.request.get('/api/settings')).json()) as { site_title: string };
    await expect(page.getByRole('heading', { name: 'Page Not Found', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`Page Not Found | ${settings.site_title}`);
    const links = page.getByRole('navigation', { name: 'Helpful links' });
    await expect(links.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(links.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
    await links.getByRole('link', { name: 'Browse Movies' }).click();
    await expect(page).toHaveURL('/movies');
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/404');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
