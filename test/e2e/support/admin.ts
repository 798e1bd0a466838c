import { expect, type Page } from '@playwright/test';
import { withE2eDatabase } from './fixtures';
import { createVerifiedUser } from './rows';

/**
 * Signs the browser in as a fresh administrator: registers and verifies through the API
 * (as a user would, by the mailed link), promotes the account, then signs in so the
 * refresh cookie lives in the browser context and the app restores the session.
 */
export async function signInAsAdmin(page: Page): Promise<{ email: string; displayName: string }> {
  const { email, password, displayName } = await createVerifiedUser(page.request, 'admin');
  await withE2eDatabase((db) => db.query(`UPDATE users SET role = 'admin' WHERE lower(email) = lower($1)`, [email]));
  expect((await page.request.post('/api/auth/login', { data: { email, password } })).ok()).toBe(true);
  return { email, displayName };
}
