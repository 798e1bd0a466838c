import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { createVerifiedUser } from './support/rows';

// The desktop project matches every *.e2e.ts; these checks only mean something on a phone.
test.skip(({ isMobile }) => !isMobile, 'phone layout only');

const menuButton = (page: Page, name: 'Open menu' | 'Close menu') =>
  page.getByRole('banner').getByRole('button', { name });
const panel = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Mobile' });

test('the header collapses its links behind a menu button', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeHidden();
  const open = menuButton(page, 'Open menu');
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  const controls = await open.getAttribute('aria-controls');
  expect(controls).toBeTruthy();
  await expect(panel(page)).toBeHidden();

  await open.click();
  const close = menuButton(page, 'Close menu');
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`#${controls}`)).toBeVisible();
  for (const name of ['Home', 'Movies', 'Search', 'Map']) {
    await expect(panel(page).getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(panel(page).getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Create Account' })).toHaveAttribute(
    'href',
    '/register',
  );

  await close.click();
  await expect(panel(page)).toBeHidden();
  await expect(menuButton(page, 'Open menu')).toHaveAttribute('aria-expanded', 'false');
});

test('the menu closes on route change', async ({ page }) => {
  await page.goto('/');
  await menuButton(page, 'Open menu').click();
  await panel(page).getByRole('link', { name: 'Movies', exact: true }).click();
  await expect(page).toHaveURL('/movies');
  await expect(panel(page)).toBeHidden();
  await expect(menuButton(page, 'Open menu')).toHaveAttribute('aria-expanded', 'false');

  // Also when the route changes by other means (here: the browser's back button).
  await menuButton(page, 'Open menu').click();
  await expect(panel(page)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(panel(page)).toBeHidden();
});

test('the menu closes on Escape and gives focus back to its button', async ({ page }) => {
  await page.goto('/movies');
  await menuButton(page, 'Open menu').click();
  await expect(panel(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(menuButton(page, 'Open menu')).toBeFocused();
});

test('the menu closes when tapping outside it', async ({ page }) => {
  await page.goto('/movies');
  await menuButton(page, 'Open menu').click();
  await expect(panel(page)).toBeVisible();
  const viewport = page.viewportSize()!;
  await page.mouse.click(viewport.width / 2, viewport.height - 20);
  await expect(panel(page)).toBeHidden();
  await expect(page).toHaveURL('/movies');
});

test("signed in, the opened menu shows the account's email with the display name, Your Account and Sign Out", async ({
  page,
}) => {
  const me = await createVerifiedUser(page.request, 'phone');
  expect((await page.request.post('/api/auth/login', { data: { email: me.email, password: me.password } })).ok()).toBe(
    true,
  );
  await page.goto('/movies');
  const open = menuButton(page, 'Open menu');
  await expect(open).toBeVisible();
  await expect(page.getByRole('banner').getByText(me.email)).toHaveCount(0);
  const menu = page.locator(`#${await open.getAttribute('aria-controls')}`);
  await open.click();
  await expect(menu.getByText(me.email, { exact: true })).toBeVisible();
  await expect(menu.getByText(me.displayName, { exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await menu.getByRole('link', { name: 'Your Account' }).click();
  await expect(page).toHaveURL('/account');
  await expect(menu).toBeHidden();
  await menuButton(page, 'Open menu').click();
  await menu.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await menuButton(page, 'Open menu').click();
  await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('Sign In in the menu leads to the sign-in page without header or footer', async ({ page }) => {
  await page.goto('/');
  await menuButton(page, 'Open menu').click();
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('the header turns solid once scrolled', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('header[data-scrolled]')).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect(page.locator('header[data-scrolled]')).toHaveAttribute('data-scrolled', 'true');
});

test('the footer stacks its groups and keeps every link', async ({ page }) => {
  await page.goto('/movies');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  for (const name of ['Interactive Map', 'About Us', 'Contact', 'Privacy Policy', 'Terms of Service', 'Sitemap']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(footer.getByText(`© ${new Date().getFullYear()} `)).toBeVisible();
  // Nothing overflows sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
});

test('the home page fits the phone screen', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured Movies' }).getByRole('article')).toHaveCount(6);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
});

test('has no serious accessibility violations with the menu closed and open', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured Movies' }).getByRole('article')).toHaveCount(6);
  await expectNoSeriousA11yViolations(page);
  await menuButton(page, 'Open menu').click();
  await expect(panel(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
