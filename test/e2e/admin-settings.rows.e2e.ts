import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { adminApi } from './support/admin-api';
import { expectNoSeriousA11yViolations, withE2eDatabase } from './support/fixtures';

test.describe('Admin: Site Settings', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('shows the three cards with every field, refuses a bad field in place and saves', async ({ page }) => {
    const api = await adminApi(page);
    const before = await api.get<Record<string, string>>('/admin/settings');
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Site Settings' })).toBeVisible();
    await expect(page).toHaveTitle(/^Site Settings \| /);
    const general = page.getByRole('region', { name: 'General Settings' });
    await expect(general.getByLabel('Site Title')).toHaveValue(before.site_title);
    await expect(general.getByLabel('Site Description')).toHaveValue(before.site_description);
    await expect(general.getByLabel('Meta Keywords')).toHaveValue(before.meta_keywords);
    const ads = page.getByRole('region', { name: 'Ad Network Settings' });
    for (const label of ['Client ID', 'Home Banner', 'Sidebar', 'Content'])
      await expect(ads.getByLabel(label, { exact: true })).toBeVisible();
    const scripts = page.getByRole('region', { name: 'Custom Scripts' });
    await expect(scripts.getByLabel('Header Scripts')).toBeVisible();
    await expect(scripts.getByLabel('Footer Scripts')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await general.getByLabel('Site Title').fill('');
    await ads.getByLabel('Client ID').fill('pub-123');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(general.getByText('Site Title is required')).toBeVisible();
    await expect(ads.getByText('Client ID looks like ca-pub-1234567890123456')).toBeVisible();
    await expect(general.getByLabel('Site Title')).toHaveAttribute('aria-invalid', 'true');

    await general.getByLabel('Site Title').fill(before.site_title);
    await ads.getByLabel('Client ID').fill(before.adsense_client_id);
    const keywords = `${before.meta_keywords}, e2e ${Date.now()}`;
    await general.getByLabel('Meta Keywords').fill(keywords);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved successfully')).toBeVisible();
    await page.reload();
    await expect(general.getByLabel('Meta Keywords')).toHaveValue(keywords);
    const restore = await adminApi(page);
    await restore.put('/admin/settings', {
      ...(await restore.get<object>('/admin/settings')),
      meta_keywords: before.meta_keywords,
    });
  });

  test('a refused save says so and keeps the edits', async ({ page }) => {
    const { email } = await signInAsAdmin(page);
    await page.goto('/admin/settings');
    await expect(page.getByLabel('Site Title')).toBeVisible();
    // The account loses its admin role while the form is open: the server refuses the save.
    await withE2eDatabase((db) => db.query(`UPDATE users SET role = 'user' WHERE lower(email) = lower($1)`, [email]));
    await page.getByLabel('Meta Keywords').fill('anything');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Failed to save settings')).toBeVisible();
    await expect(page.getByLabel('Meta Keywords')).toHaveValue('anything');
  });

  test("shows 'Loading settings...' until the settings arrive", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/settings', async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto('/admin/settings');
    await expect(page.getByText('Loading settings...')).toBeVisible();
    release();
    await expect(page.getByLabel('Site Title')).toBeVisible();
  });
});
