import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { createLocation, createMovie, createVerifiedUser } from './support/rows';

/** Signs the request context in and writes a review of `locationId`; returns the review's id. */
async function writeReview(request: APIRequestContext, user: { email: string; password: string }, locationId: string) {
  const login = await request.post('/api/auth/login', { data: { email: user.email, password: user.password } });
  const auth = { Authorization: `Bearer ${(await login.json()).access_token}` };
  const review = await request.post('/api/reviews', {
    headers: auth,
    data: {
      location_id: locationId,
      rating: 1,
      visited_at: '2024-03-01',
      content: 'Everyone who came here after me was an idiot.',
    },
  });
  expect(review.status()).toBe(201);
}

test.describe('Review moderation', () => {
  test('a visitor reports a review; an admin hides it with a reason the author sees, then restores it', async ({
    page,
    browser,
  }) => {
    test.slow(); // three people in three browser contexts and two accessibility scans: close to a minute here
    const place = await createLocation(await createMovie(), { name: `Moderated Steps ${Date.now()}` });
    const author = await createVerifiedUser(page.request, 'author');
    const authorContext = await browser.newContext();
    const authorPage = await authorContext.newPage();
    await writeReview(authorPage.request, author, place.id);

    // The reporter, signed in, reports it from the location page.
    const reporter = await createVerifiedUser(page.request, 'reporter');
    expect(
      (
        await page.request.post('/api/auth/login', { data: { email: reporter.email, password: reporter.password } })
      ).ok(),
    ).toBe(true);
    await page.goto(`/locations/${place.slug}`);
    const card = page.getByRole('article', { name: `Review by ${author.displayName}` });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: `Report the review by ${author.displayName}` }).click();
    await card.getByRole('button', { name: 'Send Report' }).click();
    await expect(card.getByText('Please say what is wrong with this review')).toBeVisible();
    await card.getByLabel('What is wrong with this review?').fill('Insults other visitors');
    await expectNoSeriousA11yViolations(page);
    await card.getByRole('button', { name: 'Send Report' }).click();
    await expect(card.getByText('Thanks for telling us. A moderator will look at this review.')).toBeVisible();

    // The admin finds it among the reported reviews and hides it.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    await admin.goto('/admin');
    await admin.getByRole('link', { name: 'Review reports' }).click();
    await expect(admin).toHaveURL(/\/admin\/reviews\?filter=reported/);
    await expect(admin.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    const reported = admin.getByRole('article', { name: `Review by ${author.displayName} of ${place.name}` });
    await expect(reported.getByText('“Insults other visitors” — ' + reporter.displayName)).toBeVisible();
    await expectNoSeriousA11yViolations(admin);
    await reported.getByRole('button', { name: 'Hide' }).click();
    const reason = reported.getByLabel('Reason (shown to the author)');
    await expect(reason).toHaveValue('Insults other visitors');
    await reason.fill('Personal attacks on other visitors');
    await reported.getByRole('button', { name: 'Hide Review' }).click();
    await expect(admin.getByText('Review hidden')).toBeVisible();
    await expect(reported).toBeHidden();
    await admin.getByRole('button', { name: 'Hidden' }).click();
    await expect(
      admin
        .getByRole('article', { name: `Review by ${author.displayName} of ${place.name}` })
        .getByText('Reason given to the author: Personal attacks on other visitors'),
    ).toBeVisible();

    // The public page no longer lists it; its author sees it, with the reason.
    await page.reload();
    await expect(page.getByText('Nobody has reviewed this location yet.', { exact: false })).toBeVisible();
    await expect(page.getByRole('article', { name: `Review by ${author.displayName}` })).toHaveCount(0);
    await authorPage.goto(`/locations/${place.slug}`);
    await expect(
      authorPage.getByText(
        'A moderator hid this review, so other visitors do not see it. Reason: Personal attacks on other visitors',
      ),
    ).toBeVisible();

    // Restored: public again.
    await admin
      .getByRole('article', { name: `Review by ${author.displayName} of ${place.name}` })
      .getByRole('button', { name: 'Restore' })
      .click();
    await expect(admin.getByText('Review restored')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('article', { name: `Review by ${author.displayName}` })).toBeVisible();
    await authorContext.close();
    await adminContext.close();
  });

  test('reporting needs an account; there is no report button on your own review', async ({ page }) => {
    const place = await createLocation(await createMovie(), { name: `Own Review Quay ${Date.now()}` });
    const author = await createVerifiedUser(page.request, 'author');
    await writeReview(page.request, author, place.id);
    await page.goto(`/locations/${place.slug}`);
    const card = page.getByRole('article', { name: `Review by ${author.displayName}` });
    await expect(card.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(card.getByRole('button', { name: /Report/ })).toHaveCount(0);
    await page.context().clearCookies();
    await page.reload();
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: /Report/ })).toHaveCount(0);
  });
});
