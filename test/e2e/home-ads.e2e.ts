import { expect, test, type Page } from '@playwright/test';
import { withE2eDatabase } from './support/fixtures';

/**
 * The home_banner ad slot follows the settings row. The second test changes that row, so
 * this file runs serially and is the only one that asserts whether the ad shows.
 */
test.describe.configure({ mode: 'serial' });

const AD_SCRIPT = /^https:\/\/pagead2\.googlesyndication\.com\/pagead\/js\/adsbygoogle\.js/;
const CLIENT_ID = 'ca-pub-1234567890123456';
const SLOT_ID = '9876543210';

/** Never reach the real ad network: answer its loader with an empty script and record the calls. */
async function stubAdNetwork(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(AD_SCRIPT, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return requested;
}

const adSlot = (page: Page) => page.getByRole('complementary', { name: 'Advertisement' });

async function serverAdClientId(page: Page): Promise<string> {
  const response = await page.request.get('/api/settings');
  return ((await response.json()) as { adsense_client_id: string }).adsense_client_id;
}

/**
 * Runs `body` with the ad settings changed in the database, then restores them. The
 * server caches settings for 5 s, so both directions wait until the API reflects them.
 */
async function withAdSettings(page: Page, clientId: string, homeBanner: string, body: () => Promise<void>) {
  const original = await withE2eDatabase(async (db) => {
    const { rows } = await db.query<{ adsense_client_id: string; adsense_slots: object }>(
      'SELECT adsense_client_id, adsense_slots FROM settings WHERE id = 1',
    );
    await db.query(
      `UPDATE settings SET adsense_client_id = $1, adsense_slots = adsense_slots || jsonb_build_object('home_banner', $2::text) WHERE id = 1`,
      [clientId, homeBanner],
    );
    return rows[0];
  });
  try {
    await expect.poll(() => serverAdClientId(page), { timeout: 10_000 }).toBe(clientId);
    await body();
  } finally {
    await withE2eDatabase((db) =>
      db.query('UPDATE settings SET adsense_client_id = $1, adsense_slots = $2 WHERE id = 1', [
        original.adsense_client_id,
        JSON.stringify(original.adsense_slots),
      ]),
    );
    await expect.poll(() => serverAdClientId(page), { timeout: 10_000 }).toBe(original.adsense_client_id);
  }
}

test('renders no ad and loads no ad script by default', async ({ page }) => {
  const requested = await stubAdNetwork(page);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured Movies' }).getByRole('article')).toHaveCount(6);
  await expect(adSlot(page)).toHaveCount(0);
  await expect(page.locator('ins.adsbygoogle')).toHaveCount(0);
  expect(requested).toEqual([]);
});

test('renders the home_banner unit and loads the ad script once when settings configure it', async ({ page }) => {
  await withAdSettings(page, CLIENT_ID, SLOT_ID, async () => {
    const requested = await stubAdNetwork(page);
    await page.goto('/');
    const ad = adSlot(page).locator('ins.adsbygoogle');
    await expect(ad).toHaveAttribute('data-ad-client', CLIENT_ID);
    await expect(ad).toHaveAttribute('data-ad-slot', SLOT_ID);
    await expect(ad).toHaveAttribute('data-ad-format', 'auto');
    await expect(ad).toHaveAttribute('data-full-width-responsive', 'true');
    await expect
      .poll(() => requested)
      .toEqual([`https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${CLIENT_ID}`]);
    const script = page.locator('script[src^="https://pagead2.googlesyndication.com/"]');
    await expect(script).toHaveCount(1);
    await expect(script).toHaveAttribute('crossorigin', 'anonymous');
    expect(await script.evaluate((element: HTMLScriptElement) => element.async)).toBe(true);
    // One ad requested for the one unit on the page.
    expect(await page.evaluate(() => (window as { adsbygoogle?: unknown[] }).adsbygoogle?.length)).toBe(1);
    // Leaving and coming back renders the unit again without a second loader.
    await page.getByRole('banner').getByRole('link', { name: 'Movies', exact: true }).click();
    await expect(adSlot(page)).toHaveCount(0);
    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(adSlot(page)).toBeVisible();
    await expect(script).toHaveCount(1);
  });
});

test('ignores a malformed ad client id', async ({ page }) => {
  await withAdSettings(page, 'pub-"><script>', '1234', async () => {
    const requested = await stubAdNetwork(page);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Featured Movies' }).getByRole('article')).toHaveCount(6);
    await expect(adSlot(page)).toHaveCount(0);
    expect(requested).toEqual([]);
  });
});

test('renders nothing when the client id is set but the slot is empty', async ({ page }) => {
  await withAdSettings(page, CLIENT_ID, '', async () => {
    const requested = await stubAdNetwork(page);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Featured Movies' }).getByRole('article')).toHaveCount(6);
    await expect(adSlot(page)).toHaveCount(0);
    expect(requested).toEqual([]);
  });
});
