import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { expectNoSeriousA11yViolations, withE2eDatabase } from './support/fixtures';

const FAILED_JOB_ID = `outbox-999999-e2e.dashboard-${Date.now()}`;

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
    await expectNoSeriousA11yViolations(page);
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
