import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { createLocation, createMovie, createVerifiedUser } from './support/rows';

/** A visitor signed in in `page`'s browser context (the refresh cookie restores the session). */
async function signInAsVisitor(page: Page) {
  const visitor = await createVerifiedUser(page.request, 'visitor');
  expect(
    (await page.request.post('/api/auth/login', { data: { email: visitor.email, password: visitor.password } })).ok(),
  ).toBe(true);
  return visitor;
}

test.describe('Visitors grow the atlas', () => {
  test('a suggested place, accepted with a change, is on the movie page, the map and in search, credited', async ({
    page,
    browser,
  }) => {
    test.slow(); // a visitor and an editor in two browser contexts, then four pages and the search index
    const movie = await createMovie();
    const visitor = await signInAsVisitor(page);
    const proposed = `Suggested Steps ${Date.now()}`;

    await page.goto(`/movies/${movie.slug}`);
    await page.getByRole('link', { name: 'Suggest a Place' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Suggest a Place for ${movie.title}` })).toBeVisible();
    await page.getByLabel('Name of the place', { exact: true }).fill(proposed);
    // Search the map: a place of the atlas moves the map there and drops the first pin, to be dragged.
    await page.getByLabel('Search the map').fill('Corleone');
    await page
      .getByRole('button', { name: /^Corleone/ })
      .first()
      .click();
    await expect(page.getByLabel('Latitude', { exact: true })).toHaveValue(/^37\.8/);
    await page.getByLabel('Latitude', { exact: true }).fill('41.9058');
    await page.getByLabel('Longitude', { exact: true }).fill('12.4823');
    await page.getByLabel('City', { exact: true }).fill('Rome');
    await page.getByLabel('Country', { exact: true }).fill('Italy');
    await page.getByLabel('Time in the film (optional)', { exact: true }).fill('1:02:15');
    await page.getByRole('radio', { name: /Exact spot/ }).check();
    await page.getByRole('radio', { name: /^Filmed here/ }).check();
    await page.getByRole('textbox', { name: 'Source' }).fill('I watched them film it from the fountain');
    await page.getByRole('button', { name: 'Send Suggestion' }).click();
    await expect(page).toHaveURL(/\/account\/contributions$/);
    await expect(page.getByRole('listitem').filter({ hasText: proposed }).getByText('Pending')).toBeVisible();

    // The editor finds it in the inbox and accepts it with a better name.
    const editorContext = await browser.newContext();
    const editor = await editorContext.newPage();
    await signInAsAdmin(editor);
    await editor.goto('/admin/moderation');
    await editor.getByRole('button', { name: 'New places' }).click();
    await editor
      .getByRole('article', { name: `New place: ${proposed}` })
      .getByRole('link', { name: 'Review' })
      .click();
    await expect(editor.getByRole('heading', { level: 1, name: `New place: ${proposed}` })).toBeVisible();
    await editor.getByRole('button', { name: 'Accept with Changes' }).click();
    const accepted = `${proposed} of Trinità`;
    await editor.getByLabel('Name of the place', { exact: true }).fill(accepted);
    await editor.getByRole('button', { name: 'Accept with These Changes' }).click();
    await expect(editor.getByText(`Accepted with changes: ${accepted} is published`)).toBeVisible();
    await expect(editor).toHaveURL(/\/admin\/moderation$/);
    await editorContext.close();

    // Everyone sees it: the movie's places, the place's page with its credit, the map, search.
    await page.goto(`/movies/${movie.slug}`);
    await page.getByRole('link', { name: accepted }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: accepted })).toBeVisible();
    await expect(page.getByTestId('place-credit')).toHaveText(`Suggested by ${visitor.displayName}`);
    await page.goto(`/map?movie=${movie.slug}`);
    await expect(page.getByRole('button', { name: accepted }).first()).toBeVisible({ timeout: 20_000 });
    await expect(async () => {
      await page.goto(`/search?q=${encodeURIComponent(accepted)}`);
      await expect(page.getByRole('link', { name: accepted }).first()).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await page.goto('/account/contributions');
    await expect(
      page.getByRole('listitem').filter({ hasText: proposed }).getByText('Accepted with changes'),
    ).toBeVisible();
  });

  test("a declined correction shows on the visitor's account page with the editor's reason", async ({
    page,
    browser,
  }) => {
    test.slow();
    const place = await createLocation(await createMovie(), { name: `Corrected Fountain ${Date.now()}` });
    await signInAsVisitor(page);

    await page.goto(`/locations/${place.slug}`);
    await page.getByRole('link', { name: 'Suggest a Correction' }).click();
    await expect(page.getByLabel('Name of the place', { exact: true })).toHaveValue(place.name);
    await page.getByLabel('Name of the place', { exact: true }).fill(`${place.name} (North Side)`);
    await page.getByRole('radio', { name: /Exact spot/ }).check();
    await page.getByRole('radio', { name: /^Filmed here/ }).check();
    await page.getByLabel('What is wrong?', { exact: true }).fill('The scene was shot on the north side');
    await page.getByRole('textbox', { name: 'Source' }).fill('https://example.com/making-of');
    await page.getByRole('button', { name: 'Send Correction' }).click();
    await expect(page).toHaveURL(/\/account\/contributions$/);

    const editorContext = await browser.newContext();
    const editor = await editorContext.newPage();
    await signInAsAdmin(editor);
    await editor.goto('/admin/moderation?kind=correction');
    await editor
      .getByRole('article', { name: `Correction: ${place.name} (North Side)` })
      .getByRole('link', { name: 'Review' })
      .click();
    await editor.getByRole('button', { name: 'Decline' }).click();
    await editor.getByLabel('Reason for the visitor', { exact: true }).fill('The making-of shows the south side');
    await editor.getByRole('button', { name: 'Decline Suggestion' }).click();
    await expect(editor).toHaveURL(/\/admin\/moderation$/);
    await editorContext.close();

    await page.reload();
    const card = page.getByRole('listitem').filter({ hasText: `${place.name} (North Side)` });
    await expect(card.getByText('Declined')).toBeVisible();
    await expect(card.getByText('The making-of shows the south side')).toBeVisible();

    // The visitor's data download holds the suggestion, its state and the editor's reason.
    await page.goto('/account');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download My Data' }).click();
    const data = JSON.parse(await readFile(await (await downloading).path(), 'utf8'));
    expect(data.contributions).toEqual([
      expect.objectContaining({ state: 'declined', decline_reason: 'The making-of shows the south side' }),
    ]);
  });
});
