import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { adminApi } from './support/admin-api';
import { answerConfirm, expectNoSeriousA11yViolations, withE2eDatabase } from './support/fixtures';

/**
 * The home page's slider is shared with other tests, so each test edits a slider of its own
 * (three slides A, B, C) and only reads the seeded one.
 */
async function createSlider(): Promise<{ id: string; name: string }> {
  const suffix = randomBytes(3).toString('hex');
  const name = `E2E Slider ${suffix}`;
  return withE2eDatabase(async (db) => {
    const [{ id }] = (
      await db.query(`INSERT INTO sliders (name, code) VALUES ($1, $2) RETURNING id`, [name, `e2e_${suffix}`])
    ).rows;
    for (const [order, title] of ['A', 'B', 'C'].entries()) {
      await db.query(
        `INSERT INTO slides (slider_id, title, image_url, "order", active) VALUES ($1, $2, '/images/hero-1.svg', $3, true)`,
        [id, `Slide ${title}`, order],
      );
    }
    return { id, name };
  });
}

const storedOrder = (sliderId: string) =>
  withE2eDatabase(
    async (db) =>
      (await db.query(`SELECT title, "order" FROM slides WHERE slider_id = $1 ORDER BY "order", title`, [sliderId]))
        .rows,
  );

async function openSlider(page: Page, name: string) {
  await page.goto('/admin/sliders');
  await page.getByRole('navigation', { name: 'Sliders' }).getByRole('button', { name }).click();
  await expect(page.getByRole('heading', { name: `Slides for ${name}` })).toBeVisible();
}

const titles = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .getByLabel('Title', { exact: true })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

test.describe('Admin: Manage Sliders', () => {
  // One list of pages/sliders for every test here: they take turns, so one test's new row cannot
  // shift another's selection (with fullyParallel they could run at once in two workers).
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('lists sliders with their code, preselects the first and shows its slide cards', async ({ page }) => {
    await createSlider();
    const sliders = await (await adminApi(page)).get<{ name: string; code: string }[]>('/admin/sliders');
    await page.goto('/admin/sliders');
    await expect(page).toHaveTitle(/^Manage Sliders \| /);
    const list = page.getByRole('navigation', { name: 'Sliders' });
    await expect(list.getByRole('button').first()).toHaveAttribute('aria-current', 'true');
    await expect(list.getByRole('button').first()).toContainText(`Code: ${sliders[0].code}`);
    await expect(page.getByRole('heading', { name: `Slides for ${sliders[0].name}` })).toBeVisible();
    const card = page.getByRole('listitem', { name: 'Slide 1' });
    for (const label of ['Title', 'Subtitle', 'Image URL', 'Button Text', 'Button URL', 'Active'])
      await expect(card.getByLabel(label, { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Drag to reorder / })).toBeVisible();
    await expect(card.getByRole('img', { name: 'Slide thumbnail' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("shows 'Loading...' during the first fetch", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/sliders', async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto('/admin/sliders');
    await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: /^Slides for / })).toBeVisible();
  });

  test('adds a slide, edits fields locally until Save Changes, and deletes a slide', async ({ page }) => {
    const slider = await createSlider();
    await openSlider(page, slider.name);
    await page.getByRole('button', { name: 'Add Slide' }).click();
    await expect(page.getByText('Slide added successfully')).toBeVisible();
    const added = page.getByRole('listitem', { name: 'Slide 4' });
    await expect(added.getByLabel('Title', { exact: true })).toHaveValue('New Slide');
    await expect(added.getByLabel('Image URL')).toHaveValue('/images/default-slide.svg');
    await expect(added.getByLabel('Active')).toBeChecked();
    expect(await storedOrder(slider.id)).toContainEqual({ title: 'New Slide', order: 3 });

    await added.getByLabel('Title', { exact: true }).fill('Rome at dawn');
    await added.getByLabel('Button URL').fill('javascript:alert(1)');
    await added.getByLabel('Active').uncheck();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(added.getByText('Button URL must start with http://, https:// or /')).toBeVisible();
    await expect(page.getByText('Failed to save changes')).toBeVisible();

    await added.getByLabel('Button URL').fill('/movies/roman-holiday-1953');
    await added.getByLabel('Button Text').fill('Go');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Changes saved successfully')).toBeVisible();
    const stored = await withE2eDatabase(
      async (db) =>
        (
          await db.query(
            `SELECT title, button_url, button_text, active FROM slides WHERE slider_id = $1 AND "order" = 3`,
            [slider.id],
          )
        ).rows,
    );
    expect(stored).toEqual([
      { title: 'Rome at dawn', button_url: '/movies/roman-holiday-1953', button_text: 'Go', active: false },
    ]);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete Slide B' }).click();
    await expect(page.getByText('Slide deleted successfully')).toBeVisible();
    await expect.poll(() => titles(page)).toEqual(['Slide A', 'Slide C', 'Rome at dawn']);
    expect((await storedOrder(slider.id)).map((s: { title: string }) => s.title)).toEqual([
      'Slide A',
      'Slide C',
      'Rome at dawn',
    ]);
    await expectNoSeriousA11yViolations(page);
  });

  test('reorders with the keyboard on the drag handle and with Move buttons, renumbering from 0', async ({ page }) => {
    // Room for two slides: when the next slide's centre is below the window, dnd-kit's first arrow
    // press scrolls the page instead of moving the slide (how far depends on fonts and timing).
    await page.setViewportSize({ width: 1280, height: 1100 });
    const slider = await createSlider();
    await openSlider(page, slider.name);
    const handle = page.getByRole('button', { name: 'Drag to reorder Slide A' });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(page.locator('[id^="DndLiveRegion"]')).toContainText('Slide Slide A is over position 1 of 3');
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('[id^="DndLiveRegion"]')).toContainText('Slide Slide A is over position 2 of 3');
    await page.waitForTimeout(300); // the 200 ms sort animation
    await page.keyboard.press('Space');
    await expect(page.getByText('Slide order updated')).toBeVisible();
    await expect(page.locator('[id^="DndLiveRegion"]')).toContainText('dropped at position 2');
    await expect.poll(() => titles(page)).toEqual(['Slide B', 'Slide A', 'Slide C']);
    await expect
      .poll(() => storedOrder(slider.id))
      .toEqual([
        { title: 'Slide B', order: 0 },
        { title: 'Slide A', order: 1 },
        { title: 'Slide C', order: 2 },
      ]);

    await page.getByRole('button', { name: 'Move Slide C up' }).click();
    await expect.poll(() => titles(page)).toEqual(['Slide B', 'Slide C', 'Slide A']);
    await expect
      .poll(() => storedOrder(slider.id))
      .toEqual([
        { title: 'Slide B', order: 0 },
        { title: 'Slide C', order: 1 },
        { title: 'Slide A', order: 2 },
      ]);
    await expect(page.getByRole('button', { name: 'Move Slide B up' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Move Slide A down' })).toBeDisabled();
  });

  test('reorders by dragging the handle with the pointer', async ({ page }) => {
    const slider = await createSlider();
    await openSlider(page, slider.name);
    const handle = await page.getByRole('button', { name: 'Drag to reorder Slide A' }).boundingBox();
    const target = await page.getByRole('listitem', { name: 'Slide 3' }).boundingBox();
    if (!handle || !target) throw new Error('slide cards are not on screen');
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    // Past the 4 px activation distance, then onto the last card in small steps, as a hand would.
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2 + 10, { steps: 3 });
    await page.mouse.move(handle.x + handle.width / 2, target.y + target.height - 10, { steps: 20 });
    await page.waitForTimeout(300);
    await page.mouse.up();
    await expect(page.getByText('Slide order updated')).toBeVisible();
    await expect.poll(() => titles(page)).toEqual(['Slide B', 'Slide C', 'Slide A']);
    await expect
      .poll(() => storedOrder(slider.id))
      .toEqual([
        { title: 'Slide B', order: 0 },
        { title: 'Slide C', order: 1 },
        { title: 'Slide A', order: 2 },
      ]);
  });

  test('while dragging, the card under the pointer is opaque and raised, and the gap it leaves is shown', async ({
    page,
  }) => {
    // Both cards on screen: what is drawn on top is asked of the visible page.
    await page.setViewportSize({ width: 1280, height: 1600 });
    const slider = await createSlider();
    await openSlider(page, slider.name);
    const handle = await page.getByRole('button', { name: 'Drag to reorder Slide A' }).boundingBox();
    const second = await page.getByRole('listitem', { name: 'Slide 2' }).boundingBox();
    if (!handle || !second) throw new Error('slide cards are not on screen');
    const [x, y] = [handle.x + handle.width / 2, handle.y + handle.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 10, { steps: 3 });
    await page.mouse.move(x, second.y + 40, { steps: 10 });
    await page.waitForTimeout(300); // the 200 ms sort animation

    const preview = page.getByTestId('slide-drag-preview');
    await expect(preview).toBeVisible();
    await expect(preview).toContainText('Slide A');
    const look = await preview.evaluate((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const atCentre = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      // The background's alpha, whatever notation the browser writes it in: painted and read back.
      const canvas = document.createElement('canvas').getContext('2d')!;
      canvas.fillStyle = style.backgroundColor;
      canvas.fillRect(0, 0, 1, 1);
      return {
        opaque: canvas.getImageData(0, 0, 1, 1).data[3] === 255,
        shadow: style.boxShadow !== 'none',
        onTop: !!atCentre && element.contains(atCentre),
      };
    });
    expect(look).toEqual({ opaque: true, shadow: true, onTop: true });
    // The dragged card stays in the list as an outline where it will drop, its fields not drawn.
    const gap = page.getByRole('listitem', { name: 'Slide 1' });
    const gapLook = await gap.evaluate((element) => ({
      border: getComputedStyle(element).borderTopStyle,
      content: getComputedStyle(element.firstElementChild!).opacity,
    }));
    expect(gapLook).toEqual({ border: 'dashed', content: '0' });

    await page.mouse.up();
    await expect(page.getByText('Slide order updated')).toBeVisible();
    await expect(preview).toHaveCount(0);
    await expect.poll(() => titles(page)).toEqual(['Slide B', 'Slide A', 'Slide C']);
  });

  test('asks before leaving with unsaved slide edits', async ({ page }) => {
    const slider = await createSlider();
    await openSlider(page, slider.name);
    await page.getByRole('listitem', { name: 'Slide 1' }).getByLabel('Subtitle').fill('Not saved yet');
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();

    await answerConfirm(
      page,
      () => page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Pages' }).click(),
      'dismiss',
    );
    await expect(page).toHaveURL(/\/admin\/sliders$/);
    await expect(page.getByRole('listitem', { name: 'Slide 1' }).getByLabel('Subtitle')).toHaveValue('Not saved yet');

    // The handler must be in place before the click: confirm() blocks the page until answered.
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Pages' }).click();
    await expect.poll(() => asked).toBe('You have unsaved changes. Leave this page and lose them?');
    await expect(page).toHaveURL(/\/admin\/pages$/);
  });
  test('says what failed: add, delete and reorder against a changed database, and keeps the new order', async ({
    page,
  }) => {
    const slider = await createSlider();
    await openSlider(page, slider.name);
    // Slide B disappears behind the screen's back: deleting or moving it fails on the server.
    await withE2eDatabase((db) =>
      db.query(`DELETE FROM slides WHERE slider_id = $1 AND title = 'Slide B'`, [slider.id]),
    );
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete Slide B' }).click();
    await expect(page.getByText('Failed to delete slide')).toBeVisible();

    await page.getByRole('button', { name: 'Move Slide A down' }).click();
    await expect(page.getByText('Failed to update slide order')).toBeVisible();
    // SPEC §8: no rollback — the local order stays changed.
    await expect.poll(() => titles(page)).toEqual(['Slide B', 'Slide A', 'Slide C']);

    await withE2eDatabase((db) => db.query(`DELETE FROM sliders WHERE id = $1`, [slider.id]));
    await page.getByRole('button', { name: 'Add Slide' }).click();
    await expect(page.getByText('Failed to add slide')).toBeVisible();
  });

  test("says 'Failed to load sliders' and 'Failed to load pages' when the server refuses the reads", async ({
    page,
  }) => {
    const { email } = await signInAsAdmin(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    // The account loses its role while the app is open: the next admin reads are refused (403).
    await withE2eDatabase((db) => db.query(`UPDATE users SET role = 'user' WHERE lower(email) = lower($1)`, [email]));
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'Sliders' }).click();
    await expect(page.getByText('Failed to load sliders')).toBeVisible();
    await nav.getByRole('link', { name: 'Pages' }).click();
    await expect(page.getByText('Failed to load pages')).toBeVisible();
    await page.getByRole('button', { name: 'Add Page' }).click();
    await expect(page.getByText('Failed to create page')).toBeVisible();
  });
});
