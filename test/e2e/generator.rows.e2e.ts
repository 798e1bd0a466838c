import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { e2eRuntime, expectNoSeriousA11yViolations } from './support/fixtures';

/** The e2e server's OpenAI-compatible fake (e2e-server.mjs) answers what the test scripts. */
async function scriptModel(page: Page, ...answers: { content: string; delayMs?: number }[]) {
  const { fakeOpenAiUrl } = e2eRuntime();
  expect((await page.request.post(`${fakeOpenAiUrl}/__script`, { data: answers })).ok()).toBe(true);
}

function reply(title: string) {
  const place = (name: string, latitude: number, longitude: number, country = 'United Kingdom') => ({
    name,
    description: null,
    scene_description: `The crew filmed ${title} at ${name}.`,
    address: null,
    city: 'London',
    state: 'England',
    country,
    latitude,
    longitude,
    image_url: null,
  });
  return JSON.stringify({
    movie: {
      title,
      year: 2020,
      director: 'Jane Doe',
      description: 'Plot.',
      genres: ['Drama'],
      poster_url: null,
      backdrop_url: null,
    },
    locations: [
      place(`${title} Market`, 51.51723, -0.20577),
      place(`${title} Bookshop`, 51.51531, -0.20446),
      place(`${title} Gardens`, 51.51344, -0.20648),
      place(`${title} Hotel`, 51.50706, -0.14149),
      place(`${title} Wrong Place`, 51.57122, -0.16771, 'France'),
    ],
  });
}

/** The tokens left of today's budget, as the generator shows them under its button. */
async function tokensLeft(page: Page): Promise<number> {
  const text = await page
    .getByText(/tokens left \(renews at midnight UTC\)/)
    .locator('strong')
    .textContent();
  return Number(text!.replace(/,/g, ''));
}

test.describe('AI content generator', () => {
  // One scripted model serves the whole e2e server: these tests take turns with it.
  test.describe.configure({ mode: 'serial' });
  test('generate, follow the steps, edit, drop a flagged place, save; the movie is public', async ({ page }) => {
    await signInAsAdmin(page);
    const title = `Gen ${randomBytes(3).toString('hex')}`;
    await scriptModel(page, { content: reply(title), delayMs: 1500 });
    await page.goto('/admin/content-generator');
    await expect(page.getByText('Generated content will appear here')).toBeVisible();
    const left = await tokensLeft(page);
    const generate = page.getByRole('button', { name: 'Generate Content' });
    await expect(generate).toBeDisabled();
    await page.getByLabel('Movie Title').fill(title);
    await page.getByLabel('Year').first().fill('2020');
    await generate.click();
    await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    await expect(page.getByRole('listitem').filter({ hasText: 'Asking the model' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(page.getByText('Content generated successfully')).toBeVisible();
    // The fake model reports 100 + 400 tokens a reply: counted against today's budget.
    await expect.poll(() => tokensLeft(page)).toBe(left - 500);

    const preview = page.getByRole('region', { name: 'Generated content' });
    const edited = `${title} Edited`;
    await preview.getByLabel('Title').fill(edited);
    await expect(preview.getByText(`Slug: ${edited.toLowerCase().replace(/ /g, '-')}`)).toBeVisible();
    const wrong = preview.getByRole('listitem', { name: `${title} Wrong Place` });
    await expect(wrong.getByText('Not in France')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await wrong.getByRole('button', { name: /Remove/ }).click();
    await expect(preview.getByRole('heading', { name: 'Locations (4)' })).toBeVisible();
    await preview.getByRole('button', { name: 'Save to Database' }).click();
    await expect(page.getByText('Movie and locations saved successfully')).toBeVisible();
    await expect(page.getByText('Generated content will appear here')).toBeVisible();
    await expect(page.getByLabel('Movie Title')).toHaveValue('');

    await page.goto('/movies');
    await expect(page.getByText(edited)).toBeVisible();
    await expect
      .poll(async () => JSON.stringify(await (await page.request.get('/api/map/locations')).json()), {
        timeout: 15_000,
      })
      .toContain(`${title} Market`);
    await expect
      .poll(
        async () =>
          JSON.stringify(await (await page.request.get(`/api/search?q=${encodeURIComponent(edited)}`)).json()),
        { timeout: 15_000 },
      )
      .toContain(edited);
  });

  test('a reply that stays invalid shows the failure toast and its reason', async ({ page }) => {
    await signInAsAdmin(page);
    await scriptModel(page, { content: '{"movie": {}}' }, { content: '{"movie": {}}' });
    await page.goto('/admin/content-generator');
    await page.getByLabel('Movie Title').fill(`Broken ${randomBytes(3).toString('hex')}`);
    await page.getByRole('button', { name: 'Generate Content' }).click();
    await expect(page.getByText('Failed to generate content. Please try again.')).toBeVisible();
    await expect(page.getByText(/Reason: .*movie\.title/)).toBeVisible();
  });

  test('a movie that exists already is offered as the target of the new places', async ({ page }) => {
    await signInAsAdmin(page);
    const title = `Dup ${randomBytes(3).toString('hex')}`;
    await scriptModel(page, { content: reply(title) }, { content: reply(title) });
    await page.goto('/admin/content-generator');
    await page.getByLabel('Movie Title').fill(title);
    await page.getByRole('button', { name: 'Generate Content' }).click();
    await page.getByRole('button', { name: 'Save to Database' }).click();
    await expect(page.getByText('Movie and locations saved successfully')).toBeVisible();
    await page.getByLabel('Movie Title').fill(title);
    await page.getByRole('button', { name: 'Generate Content' }).click();
    const offer = page.getByRole('status').filter({ hasText: 'A movie like this exists already' });
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('checkbox')).toBeChecked();
    await expect(page.getByText(/Within 50 m of existing place/).first()).toBeVisible();
  });
});
