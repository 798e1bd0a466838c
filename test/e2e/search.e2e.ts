import { expect, test, type Page } from '@playwright/test';
import { SITE_TITLE } from './support/catalog';
import { expectNoSeriousA11yViolations } from './support/fixtures';

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search movies and locations' });
const group = (page: Page, name: 'Movies' | 'Locations') => page.getByRole('list', { name });
const heading = (page: Page, name: 'Movies' | 'Locations') =>
  page.getByRole('heading', { level: 2, name, exact: true });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
/** How long the search page waits after typing before it commits a value (SearchInput's SEARCH_DEBOUNCE_MS). */
const DEBOUNCE_MS = 300;

test.describe('Search', () => {
  test('finds a misspelled title as the visitor types, with the match highlighted', async ({ page }) => {
    await page.goto('/search');
    await expect(page).toHaveTitle(`Search | ${SITE_TITLE}`);
    await expect(page.getByRole('heading', { name: 'Search movies and locations' })).toBeVisible();

    await searchBox(page).fill('Godfahter');
    const movie = group(page, 'Movies').getByRole('link', { name: 'The Godfather' });
    await expect(movie).toBeVisible();
    await expect(movie).toHaveAttribute('href', '/movies/the-godfather-1972');
    await expect(movie.locator('mark')).toHaveText('Godfather');
    await expect(heading(page, 'Locations')).toBeVisible();
    const location = group(page, 'Locations').getByRole('listitem').filter({ hasText: 'Bar Vitelli' });
    await expect(location).toContainText('The Godfather (1972)');
    await expect(location).toContainText('Savoca, Italy');
    await expect(location.getByRole('link', { name: 'Bar Vitelli' })).toHaveAttribute(
      'href',
      /^\/locations\/bar-vitelli/,
    );
    await expect(page).toHaveURL(/[?&]q=Godfahter/);
    await expectNoSeriousA11yViolations(page);
  });

  test('leaves out a word that sinks the query, says so, and searches exactly on request', async ({ page }) => {
    await page.goto('/search?q=fellowship+of+the+rnig');
    await expect(group(page, 'Movies').getByRole('link', { name: /The Fellowship of the Ring/ })).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: 'Showing results for' });
    await expect(notice).toContainText('Showing results for fellowship of the without rnig.');
    await expectNoSeriousA11yViolations(page);

    await notice.getByRole('button', { name: 'Search exactly for “fellowship of the rnig”' }).click();
    await expect(page).toHaveURL(/[?&]match=all/);
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
    await expect(notice).toHaveCount(0);

    // A new query allows words to be left out again.
    await searchBox(page).fill('hary potter');
    await expect(group(page, 'Movies').getByRole('link', { name: /Harry Potter/ })).toBeVisible();
    await expect(page).not.toHaveURL(/match=all/);
    await expect(page.getByRole('status').filter({ hasText: 'Showing results for' })).toContainText('without hary');
  });

  test('offers the nearest titles when nothing is found ("Did you mean")', async ({ page }) => {
    await page.goto('/search?q=godfaaaather');
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
    const didYouMean = page.getByRole('navigation', { name: 'Did you mean' });
    await expect(didYouMean.getByRole('link', { name: 'The Godfather (movie)' })).toHaveAttribute(
      'href',
      '/movies/the-godfather-1972',
    );
    await expectNoSeriousA11yViolations(page);
    await didYouMean.getByRole('link', { name: 'The Godfather (movie)' }).click();
    await expect(page).toHaveURL('/movies/the-godfather-1972');
  });

  test('sends one request after fast typing (300 ms debounce)', async ({ page }) => {
    // The page's clock is ours: once paused, keystrokes 40 ms apart stay 40 ms apart however busy
    // the machine is (an installed clock still follows real time until it is paused).
    await page.clock.install({ time: new Date('2026-01-01T10:00:00Z') });
    await page.goto('/search');
    await expect(searchBox(page)).toBeVisible();
    await page.clock.pauseAt(new Date('2026-01-01T11:00:00Z'));
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/search')) requests.push(request.url());
    });
    for (const letter of 'amelie') {
      await searchBox(page).press(letter);
      await page.clock.runFor(40);
    }
    expect(requests).toHaveLength(0);
    await page.clock.runFor(300);
    await expect(group(page, 'Movies').getByRole('link', { name: 'Amélie' })).toBeVisible();
    await page.clock.runFor(500);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toContain('q=amelie');
  });

  test('shows "No results found" when nothing matches', async ({ page }) => {
    await page.goto('/search?q=zzqxwv');
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
    await expect(searchBox(page)).toHaveValue('zzqxwv');
  });

  test('tabs narrow the groups and live in the URL (reload and back restore them)', async ({ page }) => {
    await page.goto('/search?q=godfather');
    await expect(tab(page, 'All Results')).toHaveAttribute('aria-selected', 'true');
    await expect(heading(page, 'Movies')).toBeVisible();
    await expect(heading(page, 'Locations')).toBeVisible();

    await tab(page, 'Movies').click();
    await expect(page).toHaveURL(/tab=movies/);
    await expect(heading(page, 'Locations')).toBeHidden();
    await expect(heading(page, 'Movies')).toBeVisible();

    await tab(page, 'Locations').click();
    await expect(page).toHaveURL(/tab=locations/);
    await expect(heading(page, 'Movies')).toBeHidden();
    await expect(heading(page, 'Locations')).toBeVisible();

    await page.reload();
    await expect(tab(page, 'Locations')).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toHaveValue('godfather');
    await expect(heading(page, 'Locations')).toBeVisible();

    await page.goBack();
    await expect(tab(page, 'Movies')).toHaveAttribute('aria-selected', 'true');
    await expect(heading(page, 'Locations')).toBeHidden();
    await expect(heading(page, 'Movies')).toBeVisible();
  });

  test('filters by year (an integer) and country, and Clear Filters resets them', async ({ page }) => {
    // The page's clock runs as usual, and the test can move it on past the debounce at once.
    await page.clock.install();
    await page.goto('/search?q=godfather&tab=movies');
    await page.getByRole('button', { name: 'Filters' }).click();
    const year = page.getByRole('spinbutton', { name: 'Year' });
    const country = page.getByRole('textbox', { name: 'Country' });

    await year.fill('1972.5');
    await expect(page.getByText('Enter a whole year between 1870 and 2100.')).toBeVisible();
    // Every timer due by the end of the debounce has fired: a year that were committed would be in the URL now.
    await page.clock.runFor(DEBOUNCE_MS + 100);
    await expect(page).not.toHaveURL(/year=/);

    await year.fill('1999');
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
    await expect(page).toHaveURL(/year=1999/);
    await year.fill('1972');
    await expect(group(page, 'Movies').getByRole('link', { name: 'The Godfather' })).toBeVisible();
    await expect(page).toHaveURL(/year=1972/);

    await tab(page, 'Locations').click();
    await country.fill('ITALY');
    await expect(page).toHaveURL(/country=ITALY/);
    // Savoca's bar and church, and Corleone (set there, filmed elsewhere).
    await expect(group(page, 'Locations').getByRole('listitem')).toHaveCount(3);
    await expect(group(page, 'Locations')).not.toContainText('New York');

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(year).toHaveValue('');
    await expect(country).toHaveValue('');
    await expect(page).not.toHaveURL(/year=|country=/);
    await expect(group(page, 'Locations').getByRole('listitem')).toHaveCount(5);
  });

  test('restores query, tab and filters from the URL', async ({ page }) => {
    await page.goto('/search?q=amelie&tab=locations&country=France&year=2001');
    await expect(searchBox(page)).toHaveValue('amelie');
    await expect(tab(page, 'Locations')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('textbox', { name: 'Country' })).toHaveValue('France');
    await expect(page.getByRole('spinbutton', { name: 'Year' })).toHaveValue('2001');
    await expect(group(page, 'Locations').getByRole('link', { name: 'Café des 2 Moulins' })).toBeVisible();
    await expect(group(page, 'Locations').locator('mark').first()).toHaveText('Amélie');
    await expectNoSeriousA11yViolations(page);
  });
});
