import { expect, test, type Page } from '@playwright/test';
import { findMovieWithLocations, SITE_TITLE } from './support/catalog';

/**
 * The server puts each public page's main content in #root (server/src/web/page-summary.ts) and
 * its head tags in <head>; the app replaces the content when it mounts. This checks what a
 * visitor without JavaScript reads, that the swap is clean (no script errors, no leftover summary,
 * no doubled head tags, no layout shift), and that the head follows in-app navigation.
 */

/** Layout shifts since the page started (Performance API, buffered). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
          resolve(entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );

const headCounts = (page: Page) =>
  page.evaluate(() => ({
    title: document.querySelectorAll('title').length,
    description: document.querySelectorAll('meta[name="description"]').length,
    canonical: document.querySelectorAll('link[rel="canonical"]').length,
    ogTitle: document.querySelectorAll('meta[property="og:title"]').length,
    jsonLd: document.querySelectorAll('script[type="application/ld+json"]').length,
  }));

test.describe('server-built page content', () => {
  test('without JavaScript a movie page shows its heading, facts and links to its places', async ({
    browser,
    request,
  }) => {
    const movie = await findMovieWithLocations(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/movies/${movie.slug}`);
    await expect(page).toHaveTitle(`${movie.title} | ${SITE_TITLE}`);
    await expect(page.getByRole('heading', { level: 1, name: movie.title })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`Director: ${movie.director}`);
    for (const location of movie.locations)
      await expect(page.getByRole('link', { name: location.name, exact: true })).toHaveAttribute(
        'href',
        `/locations/${location.slug}`,
      );
    await context.close();
  });

  test('the app replaces the summary on every public page kind without errors or layout shift', async ({
    page,
    request,
  }) => {
    const movie = await findMovieWithLocations(request);
    const location = movie.locations[0];
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // Status lines of answers the page expects (the signed-out session check, a missing movie).
      if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
    });
    // Home: the heading is the carousel's or the default hero's, whichever the slider gives.
    const pages: [string, string | undefined][] = [
      ['/', undefined],
      ['/movies', 'Browse Movies'],
      [`/movies/${movie.slug}`, movie.title],
      [`/locations/${location.slug}`, location.name],
      ['/about', 'About Us'],
      ['/search', 'Search'],
      ['/movies/no-such-movie-here', 'Movie Not Found'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.locator('.ssr')).toHaveCount(0);
      if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const counts = await headCounts(page);
      expect(counts, path).toMatchObject({ title: 1, description: 1 });
      expect(counts.canonical, path).toBeLessThanOrEqual(1);
      expect(counts.ogTitle, path).toBe(1);
      expect(await layoutShift(page), path).toBeLessThan(0.1);
    }
    expect(errors).toEqual([]);
  });

  test('the head follows in-app navigation: one canonical, for the page shown', async ({ page, request }) => {
    const movie = await findMovieWithLocations(request);
    const location = movie.locations[0];
    await page.goto(`/movies/${movie.slug}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/movies/${movie.slug}$`));
    await page
      .getByRole('list', { name: 'Filming locations' })
      .getByRole('link', { name: new RegExp(location.name) })
      .first()
      .click();
    await expect(page).toHaveURL(`/locations/${location.slug}`);
    await expect(page).toHaveTitle(new RegExp(`^${location.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} – `));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/locations/${location.slug}$`),
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
    expect((await headCounts(page)).canonical).toBe(1);
  });

  test('an unknown movie or location answers 404 at its own URL and the app shows the not-found state there', async ({
    page,
  }) => {
    const movie = await page.goto('/movies/no-such-movie-xyz');
    expect(movie?.status()).toBe(404);
    await expect(page.getByRole('link', { name: 'Browse All Movies' })).toBeVisible();
    await expect(page.locator('.ssr')).toHaveCount(0);
    await expect(page).toHaveURL('/movies/no-such-movie-xyz');

    const location = await page.goto('/locations/no-such-place-xyz');
    expect(location?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Location Not Found' })).toBeVisible();
    await expect(page.locator('.ssr')).toHaveCount(0);
    await expect(page).toHaveURL('/locations/no-such-place-xyz');
  });
});
