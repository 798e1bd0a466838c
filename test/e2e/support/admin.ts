import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { mailedLinkToken, withE2eDatabase } from './fixtures';

/**
 * Signs the browser in as a fresh administrator: registers and verifies through the API
 * (as a user would, by the mailed link), promotes the account, then signs in so the
 * refresh cookie lives in the browser context and the app restores the session.
 */
export async function signInAsAdmin(page: Page): Promise<string> {
  const email = `admin-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'secret123';
  expect((await page.request.post('/api/auth/register', { data: { email, password } })).status()).toBe(202);
  const token = await mailedLinkToken(email, '/verify-email');
  expect((await page.request.post('/api/auth/verify-email', { data: { token } })).ok()).toBe(true);
  await withE2eDatabase((db) => db.query(`UPDATE users SET role = 'admin' WHERE lower(email) = lower($1)`, [email]));
  expect((await page.request.post('/api/auth/login', { data: { email, password } })).ok()).toBe(true);
  return email;
}
