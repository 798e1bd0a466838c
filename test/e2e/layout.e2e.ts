import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/fixtures';

interface SiteSettings {
  site_title: string;
  site_description: string;
}

const header = (page: Page) => page.getByRole('banner');
const footer = (page: Page) => page.getByRole('contentinfo');

let settings: SiteSettings;

test.beforeAll(async ({ request }) => {
  settings = (await (await request.get('/api/settings')).json()) as SiteSettings;
});

test.describe('Header', () => {
  test('shows the site title, the main links and the signed-out user menu', async ({ page }) => {
    await page.goto('/movies');
    const bar = header(page);
    await expect(bar.getByRole('link', { name: settings.site_title })).toHaveAttribute('href', '/');
    const nav = bar.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Movies', '/movies'],
      ['Search', '/search'],
      ['Map', '/map'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    // The current section is marked for assistive tech, and only that one.
    await expect(nav.getByRole('link', { name: 'Movies', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(bar.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register');
    // The mobile menu button is for small screens only.
    await expect(bar.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test('opens the user menu with the email, Your Account, Admin Dashboard (admins) and Sign Out', async ({ page }) => {
    const { email, displayName } = await signInAsAdmin(page);
    await page.goto('/movies');
    const bar = header(page);
    // Closed, the header names the user by display name; the address is only in the opened menu.
    await expect(bar.getByText(displayName).first()).toBeVisible();
    await expect(bar.getByText(email)).toHaveCount(0);
    const menuButton = bar.getByRole('button', { name: `${displayName}, account menu` });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`[id="${await menuButton.getAttribute('aria-controls')}"]`);
    await expect(menu.getByText(email, { exact: true })).toBeVisible();
    await expect(menu.getByText(displayName, { exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Your Account' })).toHaveAttribute('href', '/account');
    await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(bar.getByText(email)).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await menu.getByRole('link', { name: 'Admin Dashboard' }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  });

  test('navigates with its links and moves the active state', async ({ page }) => {
    await page.goto('/');
    const nav = header(page).getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/search');
    await expect(nav.getByRole('link', { name: 'Search', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');
    await header(page).getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('changes its background once the page is scrolled more than 10 px', async ({ page }) => {
    await page.goto('/');
    const bar = page.locator('header[data-scrolled]');
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(bar).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect(bar).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
  });

  for (const path of ['/login', '/register', '/admin', '/admin/settings']) {
    test(`and footer are hidden on ${path}`, async ({ page }) => {
      // The admin pages only render for an admin; signed out they redirect to /login.
      if (path.startsWith('/admin')) await signInAsAdmin(page);
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('main')).toBeVisible();
      const adminHeading = { '/admin': 'Admin Dashboard', '/admin/settings': 'Site Settings' }[path];
      if (adminHeading) await expect(page.getByRole('heading', { level: 1, name: adminHeading })).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Skip to content' })).toHaveCount(0);
    });
  }
});

test.describe('Footer', () => {
  test('shows the description, link groups and the copyright line', async ({ page }) => {
    await page.goto('/movies');
    const bottom = footer(page);
    await expect(bottom.getByText(settings.site_description, { exact: true })).toBeVisible();

    // The social icons link to the profiles in the settings, and a fresh site has none yet
    // (settings.rows.e2e.ts sets them), so no icon links to a network's home page.
    await expect(bottom.getByRole('list', { name: 'Social media' })).toHaveCount(0);

    const quick = bottom.getByRole('navigation', { name: 'Quick Links' });
    await expect(quick.getByRole('heading', { name: 'Quick Links' })).toBeVisible();
    for (const [name, href] of [
      ['Home', '/'],
      ['Movies', '/movies'],
      ['Search', '/search'],
      ['Interactive Map', '/map'],
    ]) {
      await expect(quick.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }

    const resources = bottom.getByRole('navigation', { name: 'Resources' });
    for (const [name, href] of [
      ['About Us', '/about'],
      ['Contact', '/contact'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
    ]) {
      await expect(resources.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }

    const year = new Date().getFullYear();
    await expect(bottom.getByText(`© ${year} ${settings.site_title}. All rights reserved.`)).toBeVisible();
    const legal = bottom.getByRole('navigation', { name: 'Legal' });
    for (const [name, href] of [
      ['Sitemap', '/sitemap'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
    ]) {
      await expect(legal.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });

  test('links lead to their pages', async ({ page }) => {
    await page.goto('/');
    await footer(page).getByRole('link', { name: 'Interactive Map' }).click();
    await expect(page).toHaveURL('/map');
    await footer(page).getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL('/about');
  });
});

test('scrolls to the top on every path change', async ({ page }) => {
  await page.goto('/');
  await footer(page).scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await footer(page).getByRole('link', { name: 'Movies', exact: true }).click();
  await expect(page).toHaveURL('/movies');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('header[data-scrolled]')).toHaveAttribute('data-scrolled', 'false');
});

test('offers a skip link that moves focus to the main content', async ({ page }) => {
  await page.goto('/');
  // The page renders once its route code has loaded, which can be after the load event.
  await expect(page.getByRole('banner')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('gives the home page its document title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(`Discover Movie Filming Locations | ${settings.site_title}`);
});

test('redirects an unknown multi-segment path to the home page', async ({ page }) => {
  await page.goto('/no/such/place');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Featured Movies' })).toBeVisible();
});
