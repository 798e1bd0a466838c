import { expect, test } from '@playwright/test';
import { createLocation, createMovie, createVerifiedUser } from './support/rows';
import { expiredAccessToken } from './support/tokens';

/**
 * lib/api-client.ts: a request answered 401 because the access token expired is retried once,
 * after a refresh through the refresh cookie. The browser is handed a genuinely expired token
 * (signed with the server's secret) at session restore; everything after that is real.
 */
test('an expired access token is refreshed and the request retried', async ({ page }) => {
  const location = await createLocation(await createMovie());
  const { email, password, displayName } = await createVerifiedUser(page.request, 'expiring');
  const login = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(login.ok()).toBe(true);
  const userId = ((await login.json()) as { user: { id: string } }).user.id;

  // The session restore's refresh answers with an expired access token, once.
  const expired = expiredAccessToken(userId);
  await page.route(
    '**/api/auth/refresh',
    async (route) => {
      const response = await route.fetch();
      expect(response.ok()).toBe(true);
      await route.fulfill({ response, json: { ...(await response.json()), access_token: expired } });
    },
    { times: 1 },
  );
  const calls: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const method = response.request().method();
    if (method === 'POST' && url.pathname === '/api/auth/refresh') calls.push(`refresh ${response.status()}`);
    // The first signed-in call is the review form's own lookup (GET /api/reviews/mine).
    if (url.pathname.startsWith('/api/reviews')) {
      const expiredSent = response.request().headers().authorization === `Bearer ${expired}`;
      calls.push(`${method} ${url.pathname} ${response.status()}${expiredSent ? ' (expired token)' : ''}`);
    }
  });

  await page.goto(`/locations/${location.slug}`);
  await expect(page.getByRole('banner').getByText(displayName).first()).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await reviews.getByRole('button', { name: 'Write a Review' }).click();
  await reviews.getByRole('radio', { name: '3 stars' }).click();
  await reviews.getByLabel('When did you visit?').fill('2024-02-10');
  await reviews.getByLabel('Your review').fill('Saved although my access token had expired.');
  await reviews.getByRole('button', { name: 'Submit Review' }).click();

  await expect(reviews.getByRole('article', { name: `Review by ${displayName}` })).toContainText(
    'Saved although my access token had expired.',
  );
  // Session restore, the lookup refused with the expired token, one refresh, the same lookup
  // retried with the new token; the review itself then goes out with the fresh token.
  expect(calls.filter((call) => !call.startsWith('GET /api/reviews '))).toEqual([
    'refresh 200',
    'GET /api/reviews/mine 401 (expired token)',
    'refresh 200',
    'GET /api/reviews/mine 200',
    'POST /api/reviews 201',
  ]);
});
