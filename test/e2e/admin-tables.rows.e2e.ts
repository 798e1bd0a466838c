import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { expectNoSeriousA11yViolations, withE2eDatabase } from './support/fixtures';
import { createLocation, createMovie } from './support/rows';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Anything on the page that is wider than its box and scrolls sideways (the page itself included). */
const sidewaysScrolling = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) found.push('the page');
    for (const element of document.body.querySelectorAll('*')) {
      const { overflowX } = getComputedStyle(element);
      if ((overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1)
        found.push(`${element.tagName.toLowerCase()}.${element.className}`);
    }
    return found;
  });

/** The card's facts as label → value, in order. */
const factsOf = (card: Locator) =>
  card
    .locator('dl')
    .evaluate((list) =>
      [...list.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );

test.describe('Admin lists on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('movies and locations are cards with their title, key facts and link, without sideways scrolling', async ({
    page,
  }) => {
    const tag = randomBytes(3).toString('hex');
    const movie = await createMovie({ title: `Phone Card Movie ${tag}`, director: 'Agnès Varda', year: 1962 });
    const place = await createLocation(movie, { name: `Phone Card Place ${tag}`, city: 'Paris', country: 'France' });

    await page.setViewportSize(PHONE);
    await page.goto(`/admin/movies?q=${tag}`);
    const movies = page.getByRole('list', { name: /^Movies, sorted by/ });
    const movieCard = movies.getByRole('listitem').filter({ hasText: movie.title });
    await expect(movieCard.getByRole('link', { name: movie.title })).toHaveAttribute(
      'href',
      `/admin/movies/${movie.id}`,
    );
    const facts = await factsOf(movieCard);
    expect(facts.map(([label]) => label)).toEqual(['Director', 'Year', 'Added', 'Locations']);
    expect(Object.fromEntries(facts)).toMatchObject({ Director: 'Agnès Varda', Year: '1962', Locations: '1' });
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await sidewaysScrolling(page)).toEqual([]);
    // No header row to click on a card: sorting is a choice above them.
    await page.getByLabel('Sort by').selectOption('title');
    await expect(page).toHaveURL(/sort=title/);
    await page.getByRole('button', { name: 'Sorted ascending; sort descending' }).click();
    await expect(page).toHaveURL(/order=desc/);
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/admin/locations?q=${tag}`);
    const placeCard = page.getByRole('list', { name: 'Locations by name' }).getByRole('listitem');
    await expect(placeCard.getByRole('link', { name: place.name })).toHaveAttribute(
      'href',
      `/admin/locations/${place.id}`,
    );
    expect(await factsOf(placeCard)).toEqual([
      ['Movie', `${movie.title} (1962)`],
      ['Place', 'Paris, France'],
      ['Verified', 'No'],
    ]);
    expect(await sidewaysScrolling(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    // From a tablet's width on, the same rows are a table again.
    await page.setViewportSize(DESKTOP);
    await expect(
      page.getByRole('table', { name: 'Locations by name' }).getByRole('row', { name: /Phone Card Place/ }),
    ).toBeVisible();
  });

  test('job queues: counts and failed jobs are cards with their facts and Retry', async ({ page }) => {
    const jobId = `outbox-999998-e2e.phone-${Date.now()}`;
    await withE2eDatabase((db) =>
      db.query(
        `INSERT INTO queued_jobs (id, queue, name, data, state, attempts_made, max_attempts, last_error, finished_at)
         VALUES ($1, 'domain-events', 'handle-domain-event', $2, 'failed', 5, 5, 'Search index unreachable', now())`,
        [
          jobId,
          JSON.stringify({ outboxId: '999998', type: 'movie.saved', payload: { movieId: 'x' }, handler: 'e2e.phone' }),
        ],
      ),
    );
    await page.setViewportSize(PHONE);
    await page.goto('/admin/queues');
    const counts = page.getByRole('list', { name: 'Jobs per queue and state' }).getByRole('listitem').first();
    await expect(counts).toContainText('domain-events');
    expect((await factsOf(counts)).map(([label]) => label)).toEqual([
      'Waiting',
      'Active',
      'Delayed',
      'Completed',
      'Failed',
    ]);

    const failed = page
      .getByRole('list', { name: 'Failed jobs of domain-events' })
      .getByRole('listitem')
      .filter({ hasText: jobId });
    await expect(failed).toContainText('movie.saved');
    expect(Object.fromEntries(await factsOf(failed))).toMatchObject({
      Job: jobId,
      Error: 'Search index unreachable',
      Attempts: '5',
    });
    await expect(failed.getByRole('button', { name: `Retry job ${jobId}` })).toBeVisible();
    expect(await sidewaysScrolling(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });
});
