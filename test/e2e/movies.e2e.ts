import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { withoutEmbeddedData } from './support/page-data';
import { listMovies, matchesQuery, SITE_TITLE, type ApiMovie } from './support/catalog';

const movieList = (page: Page) => page.getByRole('list', { name: 'Movies' });
const cardTitles = (page: Page) => movieList(page).getByRole('heading', { level: 3 });
const searchBox = (page: Page) => page.getByLabel('Search movies');

async function expectTitles(page: Page, movies: ApiMovie[]) {
  await expect(cardTitles(page)).toHaveText(movies.map((movie) => movie.title));
}

test.describe('Movie list', () => {
  test('lists the seeded movies newest first, each card with poster, year, title, director and a link', async ({
    page,
    request,
  }) => {
    const movies = await listMovies(request);
    await page.goto('/movies');

    await expect(page.getByRole('heading', { level: 1, name: 'Browse Movies' })).toBeVisible();
    await expect(page).toHaveTitle(`Movies | ${SITE_TITLE}`);
    await expectTitles(page, movies);

    const first = movies[0];
    const card = movieList(page).getByRole('listitem').first();
    const poster = card.getByRole('img', { name: `Poster for ${first.title}` });
    await expect(poster).toBeVisible();
    await expect(poster).toHaveAttribute('src', first.poster_url ?? '/images/fallback-poster.svg');
    // The first row is in view on arrival: its posters load at once; the rest wait until scrolled to.
    await expect(poster).toHaveAttribute('loading', 'eager');
    await expect(poster).toHaveAttribute('fetchpriority', 'high');
    const later = movieList(page).getByRole('listitem').nth(2).getByRole('img');
    await expect(later).toHaveAttribute('loading', 'lazy');
    await expect(card).toContainText(String(first.year));
    await expect(card).toContainText(first.director ?? '(no director)');
    const link = card.getByRole('link', { name: /View Locations/ });
    await expect(link).toHaveText('View Locations');
    await expect(link).toHaveAttribute('href', `/movies/${first.slug}`);

    await link.click();
    await expect(page).toHaveURL(`/movies/${first.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  });

  test('filters by title, case-insensitively, and keeps the filter in the URL', async ({ page, request }) => {
    const movies = await listMovies(request);
    const target = movies[Math.floor(movies.length / 2)];
    const query = target.title.slice(0, Math.min(target.title.length, 6)).toUpperCase();

    await page.goto('/movies');
    await expectTitles(page, movies);
    await searchBox(page).fill(query);

    await expectTitles(
      page,
      movies.filter((movie) => matchesQuery(movie, query)),
    );
    await expect(cardTitles(page).filter({ hasText: target.title })).toHaveCount(1);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(query);

    await page.reload();
    await expect(searchBox(page)).toHaveValue(query);
    await expectTitles(
      page,
      movies.filter((movie) => matchesQuery(movie, query)),
    );

    // Into a movie and back: the filter is still there.
    await cardTitles(page)
      .first()
      .locator('xpath=ancestor::article')
      .getByRole('link', { name: /View Locations/ })
      .click();
    await expect(page).toHaveURL(/\/movies\/[a-z0-9-]+$/);
    await page.goBack();
    await expect(searchBox(page)).toHaveValue(query);
  });

  test('filters by director, case-insensitively', async ({ page, request }) => {
    const movies = await listMovies(request);
    const director = movies.find((movie) => movie.director)!.director!;
    const query = director.toLowerCase();

    await page.goto('/movies');
    await searchBox(page).fill(query);

    const expected = movies.filter((movie) => matchesQuery(movie, query));
    expect(expected.length).toBeGreaterThan(0);
    await expectTitles(page, expected);
    const cards = movieList(page).getByRole('listitem');
    await expect(cards).toHaveCount(expected.length);
    for (const card of await cards.all()) {
      await expect(card).toContainText(new RegExp(query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'));
    }
  });

  test('filters by a phrase that only appears in the description', async ({ page, request }) => {
    const movies = await listMovies(request);
    // A word from a description that is in no title or director, so only the description can match.
    const candidates = movies.flatMap((movie) =>
      (movie.description ?? '').split(/\W+/).filter((word) => word.length >= 8),
    );
    const word = candidates.find(
      (w) =>
        !movies.some(
          (m) => m.title.toLowerCase().includes(w.toLowerCase()) || m.director?.toLowerCase().includes(w.toLowerCase()),
        ),
    );
    expect(word, 'a description-only word').toBeTruthy();
    const query = `${word![0].toLowerCase()}${word!.slice(1).toUpperCase()}`;

    await page.goto('/movies');
    await searchBox(page).fill(query);
    const expected = movies.filter((movie) => matchesQuery(movie, query));
    expect(expected.length).toBeGreaterThan(0);
    await expectTitles(page, expected);
  });

  test('shows the empty state when nothing matches, and clearing the search brings the movies back', async ({
    page,
    request,
  }) => {
    const movies = await listMovies(request);
    await page.goto('/movies?q=zzqx-no-such-film');

    await expect(page.getByRole('heading', { name: 'No movies found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search query or browse our featured movies.')).toBeVisible();
    await expect(movieList(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(page).toHaveURL(/\/movies$/);
    await expectTitles(page, movies);

    await searchBox(page).fill('zzqx-no-such-film');
    await page.getByRole('button', { name: 'Show all movies' }).click();
    await expectTitles(page, movies);
  });

  test('shows 12 skeleton cards while the movies load', async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/movies?*', async (route) => {
      await gate;
      await route.continue();
    });
    // As after an in-app navigation: the first page of a visit comes with its answers.
    await withoutEmbeddedData(page, '/movies');

    await page.goto('/movies');
    const skeletons = page.getByTestId('movie-card-skeleton');
    await expect(skeletons).toHaveCount(12);
    await expect(movieList(page)).toHaveCount(0);

    release();
    await expect(skeletons).toHaveCount(0);
    await expect(cardTitles(page).first()).toBeVisible();
  });

  test('offers a retry when the movies cannot be loaded', async ({ page, request }) => {
    const movies = await listMovies(request);
    await page.route('**/api/movies?*', (route) => route.fulfill({ status: 503, json: { message: 'Unavailable' } }));
    await withoutEmbeddedData(page, '/movies');
    await page.goto('/movies');
    // The client retries a 5xx twice (after 1 s and 2 s) before it gives up and says so.
    await expect(page.getByRole('alert')).toContainText('Movies could not be loaded', { timeout: 15_000 });

    await page.unroute('**/api/movies?*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectTitles(page, movies);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/movies');
    await expect(cardTitles(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
