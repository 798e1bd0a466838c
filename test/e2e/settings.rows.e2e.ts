import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { withE2eDatabase } from './support/fixtures';

/**
 * Site title, description and keywords come from the settings row (SPEC §9), and the defaults
 * take over when the settings cannot be loaded (SPEC §4, §8). The row is set to values unlike the
 * defaults for this file and put back afterwards; no other test reads them meanwhile (the
 * "rows" project runs after the tests that compare pages with the seeded title).
 */
test.describe.configure({ mode: 'serial' });

const DEFAULTS = {
  site_title: 'ReelAtlas.com',
  site_description: 'Discover where your favorite movies were filmed',
  meta_keywords: 'ReelAtlas, filming locations, movies, film tourism',
};
const custom = {
  site_title: `Test Atlas ${randomBytes(3).toString('hex')}`,
  site_description: 'Settings-driven description for a test.',
  meta_keywords: 'test keywords, from the settings row',
};
let saved: typeof custom;

const setSettings = (values: typeof custom) =>
  withE2eDatabase((db) =>
    db.query(`UPDATE settings SET site_title = $1, site_description = $2, meta_keywords = $3 WHERE id = 1`, [
      values.site_title,
      values.site_description,
      values.meta_keywords,
    ]),
  );

test.beforeAll(async () => {
  saved = await withE2eDatabase(
    async (db) =>
      (await db.query(`SELECT site_title, site_description, meta_keywords FROM settings WHERE id = 1`)).rows[0],
  );
  expect(saved).toBeTruthy();
  await setSettings(custom);
});
test.afterAll(() => setSettings(saved));

const metaContent = (page: Page, name: string) => page.locator(`meta[name="${name}"]`).getAttribute('content');

test('the site title, description and keywords come from the settings', async ({ page, request }) => {
  // The server caches settings for a few seconds; wait until the page is rendered with the new row.
  await expect(async () => {
    const html = await (await request.get('/')).text();
    expect(html).toContain(`<title>Discover Movie Filming Locations | ${custom.site_title}</title>`);
  }).toPass({ timeout: 15_000 });
  // The server writes them into the HTML (for crawlers and link previews) ...
  const html = await (await request.get('/')).text();
  expect(html).toContain(`<meta name="description" content="${custom.site_description}" />`);
  expect(html).toContain(`<meta name="keywords" content="${custom.meta_keywords}" />`);

  // ... and the client shows them and keeps them as it navigates.
  await page.goto('/movies');
  await expect(page.getByRole('banner').getByRole('link', { name: custom.site_title })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText(custom.site_description, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`Movies | ${custom.site_title}`);
  await expect.poll(() => metaContent(page, 'description')).toBe(custom.site_description);
  await expect.poll(() => metaContent(page, 'keywords')).toBe(custom.meta_keywords);
});

test('the defaults are used when the settings cannot be loaded', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/api/settings', (route) => route.abort('connectionreset'));
  await page.goto('/movies');
  // The client logged the failure (SPEC §8), so what shows below is its fallback, not a loading state.
  await expect
    .poll(() => errors.some((text) => text.includes('Failed to load settings')), { timeout: 20_000 })
    .toBe(true);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: DEFAULTS.site_title })).toBeVisible();
  await expect(header.getByText(custom.site_title)).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByText(DEFAULTS.site_description, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`Movies | ${DEFAULTS.site_title}`);
  await expect.poll(() => metaContent(page, 'description')).toBe(DEFAULTS.site_description);
  await expect.poll(() => metaContent(page, 'keywords')).toBe(DEFAULTS.meta_keywords);
});

test("the footer's social icons link to the profiles set on the admin Settings screen; an empty one hides its icon", async ({
  page,
}) => {
  const before = await withE2eDatabase(
    async (db) => (await db.query(`SELECT social_links FROM settings WHERE id = 1`)).rows[0].social_links,
  );
  const instagram = `https://www.instagram.com/reelatlas-${randomBytes(3).toString('hex')}`;
  const facebook = `https://www.facebook.com/reelatlas-${randomBytes(3).toString('hex')}`;
  try {
    await signInAsAdmin(page);
    await page.goto('/admin/settings');
    const social = page.getByRole('region', { name: 'Social Links' });
    await social.getByLabel('Instagram').fill('http://www.instagram.com/reelatlas');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(social.getByText('Instagram must be an https:// address')).toBeVisible();

    await social.getByLabel('Instagram').fill(instagram);
    await social.getByLabel('X (Twitter)').fill('');
    await social.getByLabel('Facebook').fill(facebook);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved successfully')).toBeVisible();

    await page.goto('/movies');
    const footer = page.getByRole('contentinfo');
    const links = footer.getByRole('list', { name: 'Social media' }).getByRole('link');
    await expect(links).toHaveCount(2);
    await expect(footer.getByRole('link', { name: `${custom.site_title} on Instagram` })).toHaveAttribute(
      'href',
      instagram,
    );
    await expect(footer.getByRole('link', { name: `${custom.site_title} on Facebook` })).toHaveAttribute(
      'href',
      facebook,
    );
    await expect(footer.getByRole('link', { name: `${custom.site_title} on X (Twitter)` })).toHaveCount(0);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  } finally {
    await withE2eDatabase((db) =>
      db.query(`UPDATE settings SET social_links = $1 WHERE id = 1`, [JSON.stringify(before)]),
    );
  }
});
