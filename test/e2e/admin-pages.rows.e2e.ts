import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { adminApi } from './support/admin-api';
import { answerConfirm, expectNoSeriousA11yViolations } from './support/fixtures';

const editor = (page: Page) => page.getByRole('form', { name: 'Edit Page' });

/** Adds a page through the screen and returns its slug (new-page, or new-page-N when taken). */
async function addPage(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Add Page' }).click();
  await expect(page.getByText('Page created')).toBeVisible();
  await expect(editor(page).getByLabel('Title')).toHaveValue('New Page');
  return editor(page).getByLabel('Slug').inputValue();
}

test.describe('Admin: Manage Pages', () => {
  // One list of pages/sliders for every test here: they take turns, so one test's new row cannot
  // shift another's selection (with fullyParallel they could run at once in two workers).
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('lists pages by title with their /slug, preselects the first and shows its fields', async ({ page }) => {
    const pages = await (await adminApi(page)).get<{ title: string; slug: string; content: string }[]>('/admin/pages');
    await page.goto('/admin/pages');
    await expect(page).toHaveTitle(/^Manage Pages \| /);
    const list = page.getByRole('navigation', { name: 'Pages' });
    await expect(list.getByRole('button')).toHaveCount(pages.length);
    await expect(list.getByRole('button').first()).toHaveAttribute('aria-current', 'true');
    await expect(list.getByRole('button', { name: /About/ })).toContainText('/about');
    await expect(editor(page).getByRole('heading', { name: 'Edit Page' })).toBeVisible();
    await expect(editor(page).getByLabel('Title')).toHaveValue(pages[0].title);
    await expect(editor(page).getByLabel('Slug')).toHaveValue(pages[0].slug);
    await expect(editor(page).getByLabel('Content')).toHaveValue(pages[0].content);
    await expect(editor(page).getByLabel('Published')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("adds 'New Page' unpublished, edits it with a sanitised live preview, saves and publishes it", async ({
    page,
  }) => {
    await page.goto('/admin/pages');
    const slug = await addPage(page);
    expect(slug).toMatch(/^new-page(-\d+)?$/);
    await expect(editor(page).getByLabel('Published')).not.toBeChecked();
    await expect(
      page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: new RegExp(`/${slug} · Draft`) }),
    ).toBeVisible();

    const finalSlug = `e2e-${Date.now()}`;
    await editor(page).getByLabel('Title').fill('Film Walks');
    await editor(page).getByLabel('Slug').fill(finalSlug);
    await editor(page)
      .getByLabel('Content')
      .fill('<h2>Walks</h2><p onclick="alert(1)">Start at the steps.</p><script>window.pwned = 1</script>');
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { name: 'Walks' })).toBeVisible();
    await expect(preview.locator('script')).toHaveCount(0);
    await expect(preview.locator('[onclick]')).toHaveCount(0);
    await editor(page).getByLabel('Published').check();
    await editor(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Page updated')).toBeVisible();
    // The server's copy replaces the local one: the script is gone from the editor too.
    await expect(editor(page).getByLabel('Content')).toHaveValue('<h2>Walks</h2><p>Start at the steps.</p>');

    await page.goto(`/${finalSlug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Film Walks' })).toBeVisible();
    await expect(page.getByText('Start at the steps.')).toBeVisible();
  });

  test('refuses a bad or reserved slug next to the field, and a slug another page uses', async ({ page }) => {
    await page.goto('/admin/pages');
    await addPage(page);
    const slugField = editor(page).getByLabel('Slug');
    await slugField.fill('Not A Slug');
    await editor(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      editor(page).getByText('Slug may contain only lowercase letters, digits and single hyphens'),
    ).toBeVisible();
    await slugField.fill('admin');
    await editor(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(editor(page).getByText('This slug is reserved for a page of the site')).toBeVisible();
    await slugField.fill('about');
    await editor(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(editor(page).getByText('Another page already uses this slug')).toBeVisible();
    await expect(page.getByText('Failed to update page')).toBeVisible();
  });

  test('asks before switching page or leaving with unsaved edits, and before closing the tab', async ({ page }) => {
    await page.goto('/admin/pages');
    const list = page.getByRole('navigation', { name: 'Pages' });
    const firstTitle = await editor(page).getByLabel('Title').inputValue();
    await editor(page).getByLabel('Title').fill(`${firstTitle} (draft)`);

    await answerConfirm(page, () => list.getByRole('button').nth(1).click(), 'dismiss');
    await expect(editor(page).getByLabel('Title')).toHaveValue(`${firstTitle} (draft)`);

    await answerConfirm(
      page,
      () => page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click(),
      'dismiss',
    );
    await expect(page).toHaveURL(/\/admin\/pages$/);

    const beforeUnload = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    expect((await beforeUnload).type()).toBe('beforeunload');
    await (await beforeUnload).accept();
  });
});
