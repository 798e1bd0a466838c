import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { expectNoSeriousA11yViolations, withE2eDatabase } from './support/fixtures';

const FAILED_JOB_ID = `outbox-999999-e2e.dashboard-${Date.now()}`;

/** Where a screen's heading sits and how it is drawn, and the space between its header and the content. */
async function pageFrame(page: Page) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  return heading.evaluate((h1) => {
    const header = h1.closest('header')!;
    const [text, frame] = [getComputedStyle(h1), getComputedStyle(header)];
    const [box, headerBox] = [h1.getBoundingClientRect(), header.getBoundingClientRect()];
    const next = header.nextElementSibling?.getBoundingClientRect();
    return {
      heading: { left: box.left, top: box.top, font: `${text.fontWeight} ${text.fontSize} ${text.fontFamily}` },
      header: { left: headerBox.left, width: headerBox.width, rule: frame.borderBottom, padding: frame.paddingBottom },
      contentGap: next ? Math.round(next.top - headerBox.bottom) : null,
    };
  });
}

test.describe('Admin job queues', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('shows the queue, its counts and the outbox backlog', async ({ page }) => {
    await page.goto('/admin/queues');
    await expect(page.getByRole('heading', { level: 1, name: 'Job Queues' })).toBeVisible();
    await expect(page).toHaveTitle(/^Job Queues \| /);
    await expect(page.getByText('In-process runner')).toBeVisible();
    await expect(page.getByText('Up', { exact: true })).toBeVisible();
    const counts = page.getByRole('table', { name: 'Jobs per queue and state' });
    await expect(counts.getByRole('rowheader', { name: 'domain-events' })).toBeVisible();
    for (const state of ['Waiting', 'Active', 'Delayed', 'Completed', 'Failed']) {
      await expect(counts.getByRole('columnheader', { name: state })).toBeVisible();
    }
    // The last hour: a chart per queue, named with its totals.
    const lastHour = page.getByRole('region', { name: 'Last hour' });
    for (const queue of ['domain-events', 'generation'])
      await expect(
        lastHour.getByRole('img', { name: new RegExp(`^${queue}, last hour: \\d+ completed, \\d+ failed`) }),
      ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('has the page frame of the other admin screens at desktop and phone widths', async ({ page }) => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/admin/movies');
      const movies = await pageFrame(page);
      await page.goto('/admin/reviews');
      expect(await pageFrame(page)).toEqual(movies);
      await page.goto('/admin/queues');
      expect(await pageFrame(page), `at ${viewport.width} px`).toEqual(movies);
    }
  });

  test('lists a failed job with its error and retries it', async ({ page }) => {
    // A job whose handler no longer exists: retrying it completes it (nothing left to do).
    await withE2eDatabase((db) =>
      db.query(
        `INSERT INTO queued_jobs (id, queue, name, data, state, attempts_made, max_attempts, last_error, finished_at)
         VALUES ($1, 'domain-events', 'handle-domain-event', $2, 'failed', 5, 5, 'Search index unreachable', now())`,
        [
          FAILED_JOB_ID,
          JSON.stringify({
            outboxId: '999999',
            type: 'movie.saved',
            payload: { movieId: 'x' },
            handler: 'e2e.dashboard',
          }),
        ],
      ),
    );
    await page.goto('/admin/queues');
    const failed = page.getByRole('table', { name: 'Failed jobs of domain-events' });
    const row = failed.getByRole('row').filter({ hasText: FAILED_JOB_ID });
    await expect(row).toContainText('Search index unreachable');
    await expect(row).toContainText('movie.saved');
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('button', { name: `Retry job ${FAILED_JOB_ID}` }).click();
    await expect(page.getByText('Job queued again')).toBeVisible();
    await expect(failed.getByRole('row').filter({ hasText: FAILED_JOB_ID })).toHaveCount(0, { timeout: 10_000 });
  });
});
