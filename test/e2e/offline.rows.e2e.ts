import { expect, test } from '@playwright/test';
import { createLocation, createMovie, createVerifiedUser } from './support/rows';

// The other files block service workers (page.route never sees what a worker fetches); these use it.
test.use({ serviceWorkers: 'allow' });

test('the web app manifest is served, valid, and its icons exist', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href!);
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as {
    name: string;
    start_url: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'ReelAtlas', start_url: '/', theme_color: '#020617' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});

test('the service worker registers after load under the page CSP, without console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  // The sign-in page: the app registers the worker on every page, and this one shows nothing that the
  // other rows tests change meanwhile (a slide's or a snippet's outside address fails to load here).
  await page.goto('/login');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  expect(errors).toEqual([]);
});

test('a trip saved for offline opens without a network, keeps a note written offline and sends it when back online', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const movie = await createMovie({ title: 'Offline Film' });
  const paris = { city: 'Paris', country: 'France' };
  const bridge = await createLocation(movie, {
    ...paris,
    name: 'Offline Bridge',
    latitude: 48.8606,
    longitude: 2.3376,
  });
  const quay = await createLocation(movie, { ...paris, name: 'Offline Quay', latitude: 48.8584, longitude: 2.3447 });
  const me = await createVerifiedUser(page.request, 'offline');
  // Signing in through the API sets the refresh cookie in this browser context, so the page is signed in.
  const login = await page.request.post('/api/auth/login', { data: { email: me.email, password: me.password } });
  expect(login.ok()).toBe(true);
  const { access_token } = (await login.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${access_token}` };
  const created = await page.request.post('/api/trips', {
    headers,
    data: { name: 'Offline Walk', location_ids: [bridge.id, quay.id] },
  });
  expect(created.ok()).toBe(true);
  const trip = (await created.json()) as { id: string; stops: { id: string; note: string | null }[] };

  await page.goto(`/trips/${trip.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Offline Walk' })).toBeVisible();
  await page.getByRole('button', { name: 'Save for Offline' }).click();
  await expect(page.getByText(/^Saved for offline: \d+(\.\d)? (MB|KB)$/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Saved for Offline ✓')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update the offline copy of Offline Walk' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Offline Walk' })).toBeVisible();
  await expect(page.getByTestId('offline-badge')).toContainText('You are offline');
  await expect(page.getByRole('link', { name: 'Offline Quay', exact: true })).toBeVisible();

  // A stop's page, opened from the trip and loaded anew, both from the copy on this device.
  await page.getByRole('link', { name: 'Offline Quay', exact: true }).click();
  await expect(page).toHaveURL(`/locations/${quay.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Offline Quay' })).toBeVisible();
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Offline Quay' })).toBeVisible();
  await expect(page.getByTestId('offline-badge')).toBeVisible();

  // A note written offline is kept, shown, and marked as waiting.
  await page.goto(`/trips/${trip.id}`);
  await page.getByRole('button', { name: 'Add a note for Offline Bridge' }).click();
  await page.getByLabel('Note for Offline Bridge').fill('Cross at sunrise');
  await page.getByRole('button', { name: 'Save Note' }).click();
  const waiting = page.getByTestId('pending-edits');
  await expect(waiting).toContainText('Waiting to sync');
  await expect(waiting).toContainText('The note for Offline Bridge');
  await expect(page.getByText('Cross at sunrise')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath('offline-trip-390.png') });

  await context.setOffline(false);
  await expect(page.getByText('Your offline edit was sent.')).toBeVisible({ timeout: 15_000 });
  await expect(waiting).toBeHidden();
  await expect
    .poll(async () => {
      const read = await page.request.get(`/api/trips/${trip.id}`, { headers });
      const stops = ((await read.json()) as typeof trip).stops;
      return stops.find((stop) => stop.id === trip.stops[0]!.id)?.note;
    })
    .toBe('Cross at sunrise');
  await expect(page.getByTestId('offline-badge')).toBeHidden();
});
