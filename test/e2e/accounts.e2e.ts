import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, mailedLinkToken } from './support/fixtures';

const email = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.com`;

/** Registers through the form with a display name of its own; returns that name. */
async function register(page: Page, address: string, password = 'secret123'): Promise<string> {
  await page.goto('/register');
  const displayName = `Newcomer ${randomBytes(4).toString('hex')}`;
  await page.getByLabel('Display name').fill(displayName);
  await page.getByLabel('Email').fill(address);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  return displayName;
}

async function signIn(page: Page, address: string, password = 'secret123') {
  await page.getByLabel('Email').fill(address);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('Accounts', () => {
  test('register → verify by the mailed link → sign in → sign out', async ({ page }) => {
    const address = email('newcomer');
    const displayName = await register(page, address);
    await expect(
      page.getByText('Account created successfully! Please check your email to verify your account.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();

    // The registration's mail goes out from a job; it is written before the resend is asked for, so
    // the resent link (which voids it) is the newer file.
    await mailedLinkToken(address, '/verify-email');

    // Unverified: refused with a way to resend.
    await signIn(page, address);
    await expect(page.getByText('Your email address is not verified yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await expect(page.getByRole('button', { name: 'Verification email sent' })).toBeDisabled();

    await page.goto(`/verify-email?token=${await mailedLinkToken(address, '/verify-email', { count: 2 })}`);
    await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();

    await signIn(page, address);
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const header = page.getByRole('banner');
    await expect(header.getByText(displayName).first()).toBeVisible();
    await expect(header.getByText(address)).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);

    // The session survives a reload through the refresh cookie; nothing is kept in storage.
    await page.reload();
    await expect(header.getByText(displayName).first()).toBeVisible();
    expect(await page.evaluate(() => JSON.stringify(localStorage) + JSON.stringify(sessionStorage))).not.toMatch(
      /ey[A-Za-z0-9_-]{10,}\./,
    );

    // The user menu opens with the account's address (to its owner only) and Sign Out.
    await header.getByRole('button', { name: `${displayName}, account menu` }).click();
    await expect(header.getByText(address, { exact: true })).toBeVisible();
    await header.getByRole('button', { name: 'Sign Out' }).click();
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.reload();
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('a used verification link says so', async ({ page }) => {
    const address = email('twice-verified');
    await register(page, address);
    await expect(page).toHaveURL(/\/login$/);
    const link = `/verify-email?token=${await mailedLinkToken(address, '/verify-email')}`;
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
    // The same, genuinely issued link a second time: links are single-use.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Verification failed' })).toBeVisible();
    await expect(page.getByText('This verification link is invalid or has expired.')).toBeVisible();
  });

  test('login shows every validation message and the failure toast', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Email').fill(email('nobody'));
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/register');
  });

  test('register shows every validation message', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByText('Please confirm your password')).toBeVisible();
    await page.getByLabel('Email').fill('x@');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByLabel('Confirm Password').fill('1234');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expectNoSeriousA11yViolations(page);
  });

  test('registering a taken email answers like a new one', async ({ page }) => {
    const address = email('twice');
    await register(page, address);
    await expect(page).toHaveURL(/\/login$/);
    await register(page, address);
    await expect(
      page.getByText('Account created successfully! Please check your email to verify your account.').last(),
    ).toBeVisible();
  });

  test('guards /admin: signed out → /login and back after sign-in; non-admins → /', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    const address = email('plain');
    await register(page, address);
    await expect(page).toHaveURL(/\/login$/);
    await page.goto(`/verify-email?token=${await mailedLinkToken(address, '/verify-email')}`);
    await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, address);
    // Came from /admin, but a non-admin is sent on to the home page.
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
  });

  test('password recovery by the mailed link', async ({ page }) => {
    const address = email('forgetful');
    await register(page, address);
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('Email').fill(address);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('If an account exists for that address')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/reset-password?token=${await mailedLinkToken(address, '/reset-password')}`);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New Password').fill('new-secret');
    await page.getByLabel('Confirm Password').fill('new-secret');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await signIn(page, address, 'new-secret');
    await expect(page.getByText('Welcome back!')).toBeVisible();
  });
});
