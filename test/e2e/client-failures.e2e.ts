import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';

/**
 * Failure paths of the client that the real server does not produce on demand: the request is
 * made to fail in the browser (the network drops it), and the client's own handling is checked.
 */
test('registration that cannot reach the server says "Failed to create account. Please try again."', async ({
  page,
}) => {
  await page.route('**/api/auth/register', (route) => route.abort('connectionreset'));
  await page.goto('/register');
  const password = 'secret123';
  await page.getByLabel('Email').fill(`offline-${randomBytes(4).toString('hex')}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Failed to create account. Please try again.')).toBeVisible();
  await expect(page.getByText('Account created successfully!', { exact: false })).toHaveCount(0);
  await expect(page).toHaveURL('/register');
});
