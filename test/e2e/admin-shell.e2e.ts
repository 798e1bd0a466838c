import { randomBytes } from 'node:crypto';
import type { AdminDashboard } from '../../server/src/contracts/admin';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { adminApi } from './support/admin-api';
import { expectNoSeriousA11yViolations, mailedLinkToken, withE2eDatabase } from './support/fixtures';

const NAV = [
  'Dashboard',
  'Movies',
  'Locations',
  'Sliders',
  'Pages',
  'Reviews',
  'Content Generator',
  'Settings',
  'Queues',
];

/** A verified admin account that is not signed in yet (to sign in through the form). */
async function createAdminAccount(page: Page) {
  const email = `admin-ui-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'secret123';
  expect(
    (
      await page.request.post('/api/auth/register', {
        data: { email, password, display_name: `Admin ${randomBytes(4).toString('hex')}` },
      })
    ).status(),
  ).toBe(202);
  const token = await mailedLinkToken(email, '/verify-email');
  expect((await page.request.post('/api/auth/verify-email', { data: { token } })).ok()).toBe(true);
  await withE2eDatabase((db) => db.query(`UPDATE users SET role = 'admin' WHERE lower(email) = lower($1)`, [email]));
  return { email, password };
}

async function signInThroughForm(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('Admin shell', () => {
  test('an anonymous visitor is sent to sign in and comes back to the admin page first asked for', async ({ page }) => {
    const account = await createAdminAccount(page);
    await page.goto('/admin/settings');
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughForm(page, account);
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Site Settings' })).toBeVisible();
  });

  test("the header's Sign In returns the visitor to the page it was clicked on", async ({ page }) => {
    const account = await createAdminAccount(page);
    await page.goto('/movies');
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughForm(page, account);
    await expect(page).toHaveURL(/\/movies$/);
  });

  test('side navigation marks the current screen; no site header or footer; back to the site and sign out', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    for (const label of NAV) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    await nav.getByRole('link', { name: 'Pages' }).click();
    await expect(page).toHaveURL(/\/admin\/pages$/);
    await expect(nav.getByRole('link', { name: 'Pages' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Queues' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Job Queues' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Queues' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('link', { name: 'Back to site' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner')).toBeVisible();

    await page.goto('/admin');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('at tablet width the navigation opens from a Menu button', async ({ page }) => {
    await page.setViewportSize({ width: 820, height: 1180 });
    await signInAsAdmin(page);
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link', { name: 'Sliders' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent Movies' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 700, height: 1000 });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Sliders' }).click();
    await expect(page.getByRole('heading', { name: 'Manage Sliders' })).toBeVisible();
    await expect(nav).toBeHidden(); // closes on navigation
  });

  test('the dashboard shows totals, the average, the newest movies and locations, the buttons and recent changes', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const data = await (await adminApi(page)).get<AdminDashboard>('/admin/dashboard');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page).toHaveTitle(/^Admin Dashboard \| /);
    await expect(page.getByRole('definition').nth(0)).toHaveText(String(data.total_movies));
    await expect(page.getByRole('definition').nth(1)).toHaveText(String(data.total_locations));
    await expect(page.getByRole('definition').nth(2)).toHaveText((data.total_locations / data.total_movies).toFixed(1));

    const movies = page.getByRole('region', { name: 'Recent Movies' });
    await expect(movies.getByRole('listitem')).toHaveCount(5);
    const firstMovie = data.recent_movies[0];
    await expect(movies.getByRole('link', { name: `Edit ${firstMovie.title}` })).toHaveAttribute(
      'href',
      `/admin/movies/${firstMovie.id}`,
    );
    const locations = page.getByRole('region', { name: 'Recent Locations' });
    await expect(locations.getByRole('listitem')).toHaveCount(5);
    await expect(locations.getByRole('link', { name: `Edit ${data.recent_locations[0].name}` })).toHaveAttribute(
      'href',
      `/admin/locations/${data.recent_locations[0].id}`,
    );
    for (const [name, href] of [
      ['Add Movie', '/admin/movies/new'],
      ['Generate Content', '/admin/content-generator'],
      ['Site Settings', '/admin/settings'],
      ['Manage Movies', '/admin/movies'],
      ['Manage Locations', '/admin/locations'],
    ]) {
      await expect(page.getByRole('main').getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('region', { name: 'Recent Changes' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('movies, locations, the generator and the editor targets each show an honest screen', async ({ page }) => {
    test.slow(); // five screens and three accessibility scans: about 40 s on this machine
    await signInAsAdmin(page);
    await page.goto('/admin/movies');
    await expect(page.getByRole('heading', { level: 1, name: 'Movies' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'The Godfather', exact: true })).toHaveAttribute(
      'href',
      /^\/admin\/movies\/[0-9a-f-]{36}$/,
    );
    await expectNoSeriousA11yViolations(page);
    await page.goto('/admin/locations');
    await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Location pages' })).toContainText('1–25 of');
    await expectNoSeriousA11yViolations(page);
    await page.goto('/admin/content-generator');
    await expect(page.getByText('Generated content will appear here')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/admin/movies/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Movie' })).toBeVisible();
    await page.goto('/admin/nowhere');
    await expect(page).toHaveURL(/\/admin$/);
  });
});
