import { readFile } from 'node:fs/promises';
import { DOMParser } from '@xmldom/xmldom';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { createLocation, createMovie, createVerifiedUser } from './support/rows';

/** Three places of one film a short walk apart in Paris, listed (by name) out of walking order. */
async function parisFilm() {
  const movie = await createMovie({ title: 'Trip Film' });
  const paris = { city: 'Paris', country: 'France' };
  const places = [
    await createLocation(movie, { ...paris, name: 'A Trip Bridge', latitude: 48.8606, longitude: 2.3376 }),
    await createLocation(movie, { ...paris, name: 'B Trip Square', latitude: 48.8867, longitude: 2.3431 }),
    await createLocation(movie, { ...paris, name: 'C Trip Quay', latitude: 48.8584, longitude: 2.3447 }),
  ];
  return { movie, places };
}

async function signIn(page: Page, me: { email: string; password: string }) {
  await page.getByLabel('Email').fill(me.email);
  await page.getByLabel('Password').fill(me.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const stopNames = (page: Page) =>
  page.getByRole('list', { name: 'Stops in walking order' }).getByRole('heading', { level: 3 }).allTextContents();

test.describe('Trips (issue 33)', () => {
  test('plans a trip from a movie, orders it, splits it into days, exports GPX and shares it', async ({
    page,
    browser,
  }) => {
    // Five pages with a map, two browsers and a download: on two shared cores that can pass a minute.
    test.setTimeout(120_000);
    const { movie } = await parisFilm();
    const planner = await createVerifiedUser(page.request, 'planner');
    await page.context().grantPermissions(['clipboard-write']);
    // The site's Permissions-Policy lets pages write the clipboard, not read it: note what is written.
    await page.addInitScript(() => {
      const write = navigator.clipboard.writeText.bind(navigator.clipboard);
      navigator.clipboard.writeText = (text: string) => {
        document.documentElement.dataset.copied = text;
        return write(text);
      };
    });

    // Signed out, Plan a Trip asks to sign in and comes back to the movie with the planner open.
    await page.goto(`/movies/${movie.slug}`);
    await page.getByRole('button', { name: 'Plan a Trip' }).click();
    await expect(page).toHaveURL('/login');
    await signIn(page, planner);
    const dialog = page.getByRole('dialog', { name: 'Plan a Trip' });
    await expect(dialog.getByText('All 3 filming locations of Trip Film')).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Trip' }).click();
    await expect(page).toHaveURL(/\/trips\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Trip Film' })).toBeVisible();
    expect(await stopNames(page)).toEqual(['1. A Trip Bridge', '2. B Trip Square', '3. C Trip Quay']);
    await expect(page.getByRole('button', { name: '2. B Trip Square' })).toBeVisible();
    await expect(page.getByText('Walking times assume 4.5 km/h along a path 1.3 × the straight line.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Best Order from the bridge: the quay beside it comes next, the square up north last.
    await page.getByLabel('Start from').selectOption({ label: '1. A Trip Bridge' });
    await page.getByRole('button', { name: 'Best Order' }).click();
    await expect(page.getByText(/Stops put in the best order/)).toBeVisible();
    await expect.poll(() => stopNames(page)).toEqual(['1. A Trip Bridge', '2. C Trip Quay', '3. B Trip Square']);

    // Days: an hour a day with 20 minutes at each stop makes more than one day.
    await page.getByLabel('Hours a day').fill('1');
    await page.getByLabel('Minutes per stop').fill('20');
    await page.getByRole('button', { name: 'Update Days' }).click();
    await expect(page.getByRole('region', { name: 'Day 2' })).toBeVisible();
    const day1 = page.getByRole('region', { name: 'Day 1' });
    await expect(day1.getByRole('link', { name: /Google Maps/ }).first()).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&/,
    );
    await expect(day1.getByRole('link', { name: /Apple Maps/ }).first()).toHaveAttribute(
      'href',
      /^https:\/\/maps\.apple\.com\//,
    );

    // GPX: downloaded, parsed, three waypoints in the walking order.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download GPX' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Trip Film.gpx');
    const gpx = new DOMParser().parseFromString(await readFile(await download.path(), 'utf8'), 'text/xml');
    const waypoints = Array.from(gpx.getElementsByTagName('wpt'));
    expect(waypoints.map((point) => point.getElementsByTagName('name')[0]?.textContent)).toEqual([
      '1. A Trip Bridge',
      '2. C Trip Quay',
      '3. B Trip Square',
    ]);
    expect(waypoints[0].getAttribute('lat')).toBe('48.8606');

    // Share: a link, copied to the clipboard.
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByText('Link created and copied')).toBeVisible();
    const url = await page.getByLabel('Share link').inputValue();
    expect(url).toMatch(/\/shared-trips\/[A-Za-z0-9_-]{32}$/);
    await expect(page.locator('html')).toHaveAttribute('data-copied', url);
    const sharedPath = new URL(url).pathname;

    // A second browser, signed out: the trip read-only; Copy to My Trips signs in first, then copies.
    const other = await browser.newContext();
    const visitor = await other.newPage();
    const friend = await createVerifiedUser(visitor.request, 'friend');
    await visitor.goto(sharedPath);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Trip Film' })).toBeVisible();
    await expect(visitor.getByText(`A trip shared by ${planner.displayName}`)).toBeVisible();
    expect(await stopNames(visitor)).toEqual(['1. A Trip Bridge', '2. C Trip Quay', '3. B Trip Square']);
    await expect(visitor.getByRole('button', { name: /Remove|Move/ })).toHaveCount(0);
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoSeriousA11yViolations(visitor);
    await visitor.getByRole('button', { name: 'Copy to My Trips' }).click();
    await expect(visitor).toHaveURL('/login');
    await signIn(visitor, friend);
    await expect(visitor.getByText('Copied to My Trips')).toBeVisible();
    await expect(visitor).toHaveURL(/\/trips\/[0-9a-f-]{36}$/);
    expect(new URL(visitor.url()).pathname).not.toBe(new URL(page.url()).pathname);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Trip Film' })).toBeVisible();
    expect(await stopNames(visitor)).toEqual(['1. A Trip Bridge', '2. C Trip Quay', '3. B Trip Square']);
    await visitor.goto('/trips');
    await expect(visitor.getByRole('link', { name: 'Trip Film' })).toBeVisible();

    // Revoked, the link opens nothing.
    await page.getByRole('button', { name: 'Revoke Link' }).click();
    await expect(page.getByText('Link revoked: it no longer opens the trip')).toBeVisible();
    await visitor.goto(sharedPath);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Shared Trip Not Found' })).toBeVisible();
    await other.close();
  });

  test('My Trips: asks to sign in, then creates, renames and deletes a trip', async ({ page }) => {
    const me = await createVerifiedUser(page.request, 'lister');
    await page.goto('/trips');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In to Plan Trips' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await signIn(page, me);
    await expect(page).toHaveURL('/trips');
    await page.getByLabel('New trip').fill('Weekend Walk');
    await page.getByRole('button', { name: 'Create Trip' }).click();
    await expect(page).toHaveURL(/\/trips\/[0-9a-f-]{36}$/);
    await expect(page.getByText(/No stops yet/)).toBeVisible();

    await page.getByRole('link', { name: '← My Trips' }).click();
    await expect(page.getByText('0 stops')).toBeVisible();
    await page.getByRole('button', { name: 'Rename Weekend Walk' }).click();
    await page.getByLabel('New name for Weekend Walk').fill('Long Weekend');
    await page.getByRole('button', { name: 'Save Name' }).click();
    await expect(page.getByRole('link', { name: 'Long Weekend' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Delete Long Weekend' }).click();
    await page.getByRole('dialog', { name: 'Delete this trip?' }).getByRole('button', { name: 'Delete Trip' }).click();
    await expect(page.getByText('No trips yet')).toBeVisible();
  });

  test('prints one page per day, each with its map, stops and addresses', async ({ page }) => {
    const { places } = await parisFilm();
    const me = await createVerifiedUser(page.request, 'printer');
    const login = await page.request.post('/api/auth/login', { data: { email: me.email, password: me.password } });
    const headers = { Authorization: `Bearer ${(await login.json()).access_token}` };
    const created = await page.request.post('/api/trips', {
      headers,
      data: { name: 'Printed Walk', location_ids: places.map((place) => place.id) },
    });
    const trip = await created.json();
    await page.request.patch(`/api/trips/${trip.id}`, { headers, data: { day_budget_minutes: 60, visit_minutes: 20 } });

    await page.goto(`/trips/${trip.id}`);
    await page.getByRole('link', { name: 'Print' }).click();
    await expect(page).toHaveURL(`/trips/${trip.id}/print`);
    await expect(page.getByRole('heading', { level: 2, name: /^Day 1/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Day 2/ })).toBeVisible();
    await expect(page.getByText('Ready to print: one page per day.')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('img', { name: 'Map of day 1' })).toHaveAttribute('src', /^data:image\/png/);
    await expect(page.getByText('1 Test Street, Paris, France').first()).toBeVisible();
    // On paper, the site's header and footer stay off the page.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  });

  test('adds the places in a box drawn on the map, and the places in view from the keyboard', async ({ page }) => {
    const { places } = await parisFilm();
    const me = await createVerifiedUser(page.request, 'boxer');
    const login = await page.request.post('/api/auth/login', { data: { email: me.email, password: me.password } });
    const headers = { Authorization: `Bearer ${(await login.json()).access_token}` };
    const created = await page.request.post('/api/trips', {
      headers,
      data: { name: 'Boxed Walk', location_ids: [places[0].id] },
    });
    const trip = await created.json();

    await page.goto(`/trips/${trip.id}`);
    await expect(page.getByRole('button', { name: '1. A Trip Bridge' })).toBeVisible();
    await page.getByRole('button', { name: 'Draw a Box' }).click();
    await expect(page.getByRole('button', { name: 'Draw a Box' })).toHaveAttribute('aria-pressed', 'true');
    const area = (await page.getByTestId('area-draw').boundingBox())!;
    await page.mouse.move(area.x + area.width * 0.3, area.y + area.height * 0.3);
    await page.mouse.down();
    await page.mouse.move(area.x + area.width * 0.7, area.y + area.height * 0.7, { steps: 5 });
    await page.mouse.up();
    await expect(page.getByText(/^Added \d+ places/)).toBeVisible();
    // The film's other two places are beside the first: in any box around it.
    await expect.poll(async () => (await stopNames(page)).length).toBeGreaterThanOrEqual(3);

    // The keyboard's way: the view as it is.
    await page.getByRole('button', { name: 'Add Places in View' }).focus();
    const added = page.waitForResponse((res) => res.url().endsWith('/stops/area') && res.request().method() === 'POST');
    await page.keyboard.press('Enter');
    expect((await added).status()).toBe(201);
  });

  test("adds a place to a new trip from the place's page, through signing in", async ({ page }) => {
    const { places } = await parisFilm();
    const me = await createVerifiedUser(page.request, 'adder');
    await page.goto(`/locations/${places[1].slug}`);
    await page.getByRole('button', { name: 'Add B Trip Square to a Trip' }).click();
    await expect(page).toHaveURL('/login');
    await signIn(page, me);

    // Back on the place's page with the window open; with no trips yet, a new one is asked for.
    const dialog = page.getByRole('dialog', { name: 'Add B Trip Square to a Trip' });
    await expect(dialog.getByLabel('Trip name')).toBeVisible();
    await dialog.getByLabel('Trip name').fill('Square Walk');
    await dialog.getByRole('button', { name: 'Create Trip' }).click();
    await expect(page.getByText('Added to Square Walk')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`/locations/${places[1].slug}`);

    await page.getByRole('button', { name: 'Open Trip' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Square Walk' })).toBeVisible();
    expect(await stopNames(page)).toEqual(['1. B Trip Square']);
  });
});
