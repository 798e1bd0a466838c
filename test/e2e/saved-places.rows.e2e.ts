import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { createLocation, createMovie, createVerifiedUser } from './support/rows';

// WebGL runs on the CPU (SwiftShader) here; a cold map can take a while.
const MAP_READY = { timeout: 20_000 };
const unique = () => randomBytes(3).toString('hex');

async function signInThroughForm(page: Page, user: { email: string; password: string }) {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
}

/** Signs the page's browser in through the API (the refresh cookie restores the session on load). */
async function signedIn(page: Page, request: APIRequestContext): Promise<string> {
  const user = await createVerifiedUser(request, 'saver');
  const res = await page.request.post('/api/auth/login', { data: { email: user.email, password: user.password } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function save(page: Page, token: string, locationId: string, body: { kind: string; visited_at?: string }) {
  const res = await page.request.put(`/api/saved-places/${locationId}`, {
    data: body,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
}

const toggle = (page: Page, list: 'Want to Go' | 'Been Here', place: string) =>
  page.getByRole('button', { name: `${list}: ${place}` });

test.describe('Saved places', () => {
  test('a place saved while signed out is saved after signing in, back on the same page', async ({ page, request }) => {
    const movie = await createMovie();
    const place = await createLocation(movie, { name: `Sign-in Steps ${unique()}` });
    const user = await createVerifiedUser(request, 'saver');

    await page.goto(`/locations/${place.slug}`);
    const want = toggle(page, 'Want to Go', place.name);
    await expect(want).toHaveAttribute('aria-pressed', 'false');
    await want.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(`Sign in to save ${place.name} to Want to Go.`)).toBeVisible();
    await signInThroughForm(page, user);

    await expect(page).toHaveURL(new RegExp(`/locations/${place.slug}$`));
    await expect(page.getByText('Saved to Want to Go')).toBeVisible();
    await expect(want).toHaveAttribute('aria-pressed', 'true');
    // The server has it: a new load reads it back, and saves nothing again.
    await page.reload();
    await expect(want).toHaveAttribute('aria-pressed', 'true', MAP_READY);
    await expect(toggle(page, 'Been Here', place.name)).toHaveAttribute('aria-pressed', 'false');
  });

  test("toggles on a movie's places, the place's page (visit date, review offer), a search hit and the map popup", async ({
    page,
    request,
  }) => {
    const movie = await createMovie({ title: `Saved Places Film ${unique()}` });
    const steps = await createLocation(movie, { name: `Toggle Steps ${unique()}` });
    const fountain = await createLocation(movie, { name: `Toggle Fountain ${unique()}` });
    await signedIn(page, request);

    await page.goto(`/movies/${movie.slug}`);
    const been = toggle(page, 'Been Here', steps.name);
    await been.click();
    await expect(been).toHaveAttribute('aria-pressed', 'true');
    const date = page.getByRole('form', { name: `Visit date for ${steps.name}` });
    await date.getByLabel(/When were you here/).fill('2024-05-01');
    await date.getByRole('button', { name: 'Save date' }).click();
    await expect(date).toBeHidden();
    await expect(toggle(page, 'Want to Go', fountain.name)).toHaveAttribute('aria-pressed', 'false');

    await page.goto(`/locations/${steps.slug}`);
    await expect(toggle(page, 'Been Here', steps.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Visited May 1, 2024')).toBeVisible();
    await page.getByRole('link', { name: 'Write a Review' }).click();
    await expect(page.getByRole('form', { name: 'Write a review' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/search?q=${encodeURIComponent(fountain.name)}&tab=locations`);
    const hitWant = toggle(page, 'Want to Go', fountain.name);
    await hitWant.click();
    await expect(hitWant).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(hitWant).toHaveAttribute('aria-pressed', 'true');

    await page.goto(`/map?q=${encodeURIComponent(fountain.name)}`);
    const marker = page.getByTestId('map-marker');
    await expect(marker).toHaveCount(1, MAP_READY);
    await marker.click();
    const popup = page.getByTestId('map-popup');
    await expect(popup).toBeVisible(MAP_READY);
    await expect(toggle(page, 'Want to Go', fountain.name)).toHaveAttribute('aria-pressed', 'true');
    await toggle(page, 'Been Here', fountain.name).click();
    await expect(toggle(page, 'Been Here', fountain.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle(page, 'Want to Go', fountain.name)).toHaveAttribute('aria-pressed', 'false');
    await expect(popup.getByRole('form', { name: `Visit date for ${fountain.name}` })).toBeVisible();
  });

  test('My Places shows both lists with their counts, filters by movie and country, and removes a place', async ({
    page,
    request,
  }) => {
    const rome = await createMovie({ title: `Roman Days ${unique()}` });
    const tokyo = await createMovie({ title: `Tokyo Nights ${unique()}` });
    const steps = await createLocation(rome, { name: `Steps ${unique()}`, city: 'Rome', country: 'Italy' });
    const bar = await createLocation(rome, { name: `Bar ${unique()}`, city: 'Savoca', country: 'Italy' });
    const hotel = await createLocation(tokyo, { name: `Hotel ${unique()}`, city: 'Tokyo', country: 'Japan' });
    const token = await signedIn(page, request);
    await save(page, token, steps.id, { kind: 'want' });
    await save(page, token, bar.id, { kind: 'been', visited_at: '2023-09-12' });
    await save(page, token, hotel.id, { kind: 'been' });

    await page.goto('/');
    await page.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('link', { name: 'My Places' }).click();
    await expect(page).toHaveURL(/\/account\/places$/);
    const summary = page.getByTestId('saved-summary');
    await expect(summary).toContainText('Want to Go: 1 place from 1 movie in 1 country to visit');
    await expect(summary).toContainText('Been Here: 2 places from 2 movies in 2 countries visited');
    const wantList = page.getByTestId('saved-list-want');
    const beenList = page.getByTestId('saved-list-been');
    await expect(beenList.getByRole('article')).toHaveCount(2);
    await expect(beenList.getByRole('article', { name: bar.name })).toContainText('Visited September 12, 2023');
    await expect(page.getByTestId('saved-place-marker')).toHaveCount(3, MAP_READY);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Movie').selectOption({ label: `${tokyo.title} (1999)` });
    await expect(beenList.getByRole('article')).toHaveCount(1);
    await expect(beenList.getByRole('link', { name: hotel.name })).toHaveAttribute('href', `/locations/${hotel.slug}`);
    await expect(wantList.getByText('None of these places match the filters.')).toBeVisible();
    await expect(page.getByTestId('saved-place-marker')).toHaveCount(1);
    await expect(page.getByText('Showing 1 of 3 places')).toBeVisible();

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page.getByLabel('Country').selectOption('Italy');
    await expect(page).toHaveURL(/country=Italy/);
    await expect(wantList.getByRole('article')).toHaveCount(1);
    await expect(beenList.getByRole('article')).toHaveCount(1);

    await page.getByRole('button', { name: `Remove ${steps.name} from Want to Go` }).click();
    await expect(wantList.getByRole('article')).toHaveCount(0);
    await expect(summary).toContainText('Want to Go: no places yet');
    await page.goto(`/locations/${steps.slug}`);
    await expect(toggle(page, 'Want to Go', steps.name)).toHaveAttribute('aria-pressed', 'false');
  });
});
