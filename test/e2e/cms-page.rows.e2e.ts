import { expect, test } from '@playwright/test';
import { createPage } from './support/rows';

/** Any published page answers at /:slug, not only the five seeded ones (SPEC §2 CMS pages). */
test.describe('CMS page created by an editor', () => {
  test('a published page shows its title and content at /:slug', async ({ page }) => {
    const cms = await createPage({
      title: 'Filming Tips',
      content: '<h2>Before you go</h2><p>Check opening hours of each location.</p><ul><li>Bring a camera</li></ul>',
    });
    await page.goto(`/${cms.slug}`);
    await expect(page).toHaveURL(`/${cms.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Filming Tips' })).toBeVisible();
    const body = page.locator('.prose-cms');
    await expect(body.getByRole('heading', { level: 2, name: 'Before you go' })).toBeVisible();
    await expect(body).toContainText('Check opening hours of each location.');
    await expect(body.getByRole('listitem')).toHaveText(['Bring a camera']);
  });

  test('an unpublished page is not shown: /404', async ({ page }) => {
    const draft = await createPage({ title: 'Draft Page', is_published: false });
    await page.goto(`/${draft.slug}`);
    await expect(page).toHaveURL('/404');
    await expect(page.getByRole('heading', { level: 1, name: 'Draft Page' })).toHaveCount(0);
  });
});
