import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, mailedLinkToken } from './support/fixtures';
import { createLocation, createMovie, createVerifiedUser } from './support/rows';

test.describe('Your Account (/account)', () => {
  test('renames, changes the password, downloads the data and deletes the account', async ({ page }) => {
    const me = await createVerifiedUser(page.request, 'account');
    expect(
      (await page.request.post('/api/auth/login', { data: { email: me.email, password: me.password } })).ok(),
    ).toBe(true);
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: `${me.displayName}, account menu` })
      .click();
    await page.getByRole('banner').getByRole('link', { name: 'Your Account' }).click();
    await expect(page).toHaveURL('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
    await expect(page.getByText(me.email)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A new display name: checked, saved, and the header follows.
    const nameField = page.getByRole('textbox', { name: 'Display name' });
    await nameField.fill('me@example.com');
    await page.getByRole('button', { name: 'Save Display Name' }).click();
    await expect(page.getByText('A display name cannot be an email address')).toBeVisible();
    const newName = `Renamed ${me.displayName.slice(-8)}`;
    await nameField.fill(newName);
    await page.getByRole('button', { name: 'Save Display Name' }).click();
    await expect(page.getByText('Display name saved')).toBeVisible();
    await expect(page.getByRole('banner').getByText(newName).first()).toBeVisible();

    // The password: the current one is required.
    const password = page.getByRole('region', { name: 'Password' });
    await password.getByLabel('Current Password').fill('not-my-password');
    await password.getByLabel('New Password').fill('brand-new-pass-1');
    await password.getByLabel('Confirm Password').fill('brand-new-pass-1');
    await password.getByRole('button', { name: 'Change Password' }).click();
    await expect(password.getByText('Your current password is not correct')).toBeVisible();
    await password.getByLabel('Current Password').fill(me.password);
    await password.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password changed. You were signed out on your other devices.')).toBeVisible();
    // Still signed in here, after a reload too (the fresh session's cookie).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();

    // The data download: the profile (with the new name), reviews, trips, saved places and suggestions as JSON.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download My Data' }).click();
    const file = await (await downloading).path();
    const data = JSON.parse(await readFile(file, 'utf8'));
    expect(data.profile).toEqual({ email: me.email, display_name: newName, role: 'user' });
    expect(data.reviews).toEqual([]);
    expect(data.trips).toEqual([]);
    expect(data.saved_places).toEqual([]);
    expect(data.contributions).toEqual([]);

    // Deleting the account: the password confirms it, then the visitor is home and signed out.
    const danger = page.getByRole('region', { name: 'Delete account' });
    await danger.getByLabel('Password to confirm').fill('brand-new-pass-1');
    await danger.getByRole('button', { name: 'Delete My Account' }).click();
    await expect(page.getByText('Your account and your reviews were deleted.')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    const login = await page.request.post('/api/auth/login', {
      data: { email: me.email, password: 'brand-new-pass-1' },
    });
    expect(login.status()).toBe(401);
  });

  test('changes the email address once the link sent to the new one is opened', async ({ page }) => {
    const me = await createVerifiedUser(page.request, 'mover');
    expect(
      (await page.request.post('/api/auth/login', { data: { email: me.email, password: me.password } })).ok(),
    ).toBe(true);
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Email address' });
    const next = `moved-${me.email}`;
    await section.getByLabel('New Email').fill(next);
    await section.getByLabel('Current Password').fill('not-my-password');
    await section.getByRole('button', { name: 'Change Email' }).click();
    await expect(section.getByText('Your current password is not correct')).toBeVisible();
    await section.getByLabel('Current Password').fill(me.password);
    await section.getByRole('button', { name: 'Change Email' }).click();
    await expect(section.getByRole('status')).toHaveText(
      `We sent a confirmation link to ${next}. Your email address changes when you open it.`,
    );
    // Until the link is opened the account keeps its address.
    await expect(page.getByText(me.email, { exact: true })).toBeVisible();

    await page.goto(`/confirm-email?token=${await mailedLinkToken(next, '/confirm-email')}`);
    await expect(page.getByRole('heading', { name: 'Email address changed' })).toBeVisible();
    await expect(page.getByText(`Your account now uses ${next}. Sign in with it from now on.`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Back to Your Account' }).click();
    await expect(page.getByText(next, { exact: true })).toBeVisible();
    expect((await page.request.post('/api/auth/login', { data: { email: next, password: me.password } })).ok()).toBe(
      true,
    );
  });

  test("lists the user's reviews, each linking to its place, and edits and deletes them there", async ({ page }) => {
    const me = await createVerifiedUser(page.request, 'reviewer');
    const login = await page.request.post('/api/auth/login', { data: { email: me.email, password: me.password } });
    const auth = { Authorization: `Bearer ${(await login.json()).access_token}` };
    const movie = await createMovie();
    const older = await createLocation(movie, { name: `Harbour Steps ${movie.slug.slice(-8)}` });
    const newer = await createLocation(movie, { name: `Quayside Arches ${movie.slug.slice(-8)}` });
    for (const [place, content] of [
      [older, 'Went there at dawn, nobody else around.'],
      [newer, 'The arches look just like the film.'],
    ] as const) {
      const review = { location_id: place.id, rating: 4, visited_at: '2024-05-01', content };
      expect((await page.request.post('/api/reviews', { headers: auth, data: review })).status()).toBe(201);
    }

    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Your reviews' });
    await expect(section.getByText('2 reviews, newest first.', { exact: false })).toBeVisible();
    const items = section.getByRole('article');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toHaveAccessibleName(`Your review of ${newer.name}`);
    await expectNoSeriousA11yViolations(page);

    // Edit here: the list and the place show the new text and rating.
    await section.getByRole('button', { name: `Edit your review of ${older.name}` }).click();
    const form = section.getByRole('form', { name: 'Edit your review' });
    await form.getByRole('radio', { name: '2 stars' }).click();
    await form.getByLabel('Your review').fill('Crowded at noon; go at dawn instead.');
    await form.getByRole('button', { name: 'Update Review' }).click();
    const edited = section.getByRole('article', { name: `Your review of ${older.name}` });
    await expect(edited.getByText('Crowded at noon; go at dawn instead.')).toBeVisible();
    await expect(edited.getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();

    // Delete here, once confirmed.
    page.once('dialog', (dialog) => void dialog.accept());
    await section.getByRole('button', { name: `Delete your review of ${newer.name}` }).click();
    await expect(section.getByRole('article', { name: `Your review of ${newer.name}` })).toHaveCount(0);
    await expect(items).toHaveCount(1);

    // Each review leads to its place, where the edit shows.
    await edited.getByRole('link', { name: older.name }).click();
    await expect(page).toHaveURL(`/locations/${older.slug}`);
    const reviews = page.getByRole('region', { name: 'Reviews', exact: true });
    await expect(reviews.getByText('Crowded at noon; go at dawn instead.')).toBeVisible();
    await page.goto(`/locations/${newer.slug}`);
    await expect(page.getByText('Nobody has reviewed this location yet.', { exact: false })).toBeVisible();
  });

  test('sends a signed-out visitor to sign in', async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login/);
  });
});
