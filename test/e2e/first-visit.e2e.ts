import { expect, test, type Page } from '@playwright/test';
import { getMovie } from './support/catalog';

/** What a first-time, signed-out visitor's browser sees: no errors, a real icon. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

test.describe('A first visit, signed out', () => {
  test('loads home, a movie and a location without a console error or failed request', async ({ page, request }) => {
    const godfather = await getMovie(request, 'the-godfather-1972');
    const errors = collectErrors(page);
    const sessionChecks: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/auth/refresh')) sessionChecks.push(response.status());
    });
    for (const url of ['/', `/movies/${godfather.slug}`, `/locations/${godfather.locations[0].slug}`]) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
    // The session check ran and found nobody: 204, not 401.
    expect(sessionChecks.length).toBeGreaterThan(0);
    expect(new Set(sessionChecks)).toEqual(new Set([204]));
  });

  test('/favicon.ico is an icon, not the app page', async ({ request }) => {
    const res = await request.get('/favicon.ico');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const body = await res.body();
    expect([...body.subarray(0, 4)]).toEqual([0, 0, 1, 0]); // the ICO signature
  });
});
