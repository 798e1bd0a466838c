import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { findMovieWithLocations, getLocation } from './support/catalog';
import { expectNoSeriousA11yViolations, mailedLinkToken, withE2eDatabase } from './support/fixtures';

/** The display name newVerifiedUser gives the account of `address` (reviews show it, never the address). */
const displayNameOf = (address: string) => `Reviewer ${address.split('@')[0].split('-')[1]}`;

async function newVerifiedUser(page: Page): Promise<string> {
  const address = `reviewer-${randomBytes(4).toString('hex')}@example.com`;
  const res = await page.request.post('/api/auth/register', {
    data: { email: address, password: 'secret123', display_name: displayNameOf(address) },
  });
  expect(res.status()).toBe(202);
  const verify = await page.request.post('/api/auth/verify-email', {
    data: { token: await mailedLinkToken(address, '/verify-email') },
  });
  expect(verify.ok()).toBe(true);
  return address;
}

async function firstUnreviewed(request: APIRequestContext, slugs: string[]): Promise<string> {
  for (const slug of slugs) {
    if ((await getLocation(request, slug)).review_count === 0) return slug;
  }
  throw new Error('every location of the movie already has reviews');
}

async function signInThroughForm(page: Page, address: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(address);
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
}

/** A location of its own (straight in the database), so no other test's reviews land on it. */
async function newLocation(request: APIRequestContext): Promise<{ id: string; slug: string }> {
  const movie = await findMovieWithLocations(request, false);
  const slug = `review-paging-${randomBytes(4).toString('hex')}`;
  const [row] = await withE2eDatabase(
    async (db) =>
      (
        await db.query(
          `INSERT INTO locations (slug, movie_id, name, city, country, latitude, longitude) VALUES ($1, $2, $3, 'Paris', 'France', 48.86, 2.35) RETURNING id`,
          [slug, movie.id, `Paging place ${slug.slice(-8)}`],
        )
      ).rows,
  );
  return { id: row.id as string, slug };
}

test.describe('Reviews', () => {
  test('sign in from a location, write, edit and delete a review', async ({ page, request }) => {
    const movie = await findMovieWithLocations(request, false);
    // A location nobody has reviewed, so the averages below are this user's alone (also on a retry).
    const slug = await firstUnreviewed(request, movie.locations.map((location) => location.slug).reverse());
    const address = await newVerifiedUser(page);

    await page.goto(`/locations/${slug}`);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByRole('button', { name: 'Write a Review' })).toHaveCount(0);
    await reviews.getByRole('link', { name: 'Sign in to write a review' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(address);
    await page.getByLabel('Password').fill('secret123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/locations/${slug}$`));

    await reviews.getByRole('button', { name: 'Write a Review' }).click();
    await reviews.getByRole('button', { name: 'Submit Review' }).click();
    await expect(reviews.getByText('Please select a rating')).toBeVisible();
    await expect(reviews.getByText('Please enter when you visited')).toBeVisible();
    await expect(reviews.getByText('Please enter your review')).toBeVisible();
    await reviews.getByLabel('Your review').fill('Too short');
    await reviews.getByRole('button', { name: 'Submit Review' }).click();
    await expect(reviews.getByText('Review must be at least 10 characters')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Keyboard: focus the star group and use the arrow keys.
    await reviews.getByRole('radio', { name: '1 star' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(reviews.getByRole('radio', { name: '3 stars' })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(reviews.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
    await reviews.getByLabel('When did you visit?').fill('2024-05-01');
    const longText = `Stood exactly where the scene was shot. ${'The light in the late afternoon is wonderful. '.repeat(6)}<b>not bold</b>`;
    await reviews.getByLabel('Your review').fill(longText);
    await reviews.getByRole('button', { name: 'Submit Review' }).click();

    const author = displayNameOf(address);
    const card = reviews.getByRole('article', { name: `Review by ${author}` });
    await expect(card).toBeVisible();
    await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(card.getByText('Visited May 1, 2024')).toBeVisible();
    await expect(reviews.getByText(address)).toHaveCount(0);
    await expect(page.getByTestId('location-rating')).toContainText('4.0');
    await card.getByRole('button', { name: 'Show more' }).click();
    await expect(card.getByText('<b>not bold</b>', { exact: false })).toBeVisible();
    await card.getByRole('button', { name: 'Show less' }).click();
    await expect(card.getByText('<b>not bold</b>', { exact: false })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('button', { name: 'Edit' }).click();
    const form = reviews.getByRole('form', { name: 'Edit your review' });
    await form.getByRole('radio', { name: '2 stars' }).click();
    await form.getByLabel('Your review').fill('Changed my mind: crowded, but still worth it.');
    await form.getByRole('button', { name: 'Update Review' }).click();
    await expect(card.getByText('Changed my mind: crowded, but still worth it.')).toBeVisible();
    await expect(page.getByTestId('location-rating')).toContainText('2.0');

    page.once('dialog', (dialog) => void dialog.accept());
    await card.getByRole('button', { name: 'Delete' }).click();
    await expect(card).toHaveCount(0);
    await expect(reviews.getByText('Nobody has reviewed this location yet.')).toBeVisible();

    await page
      .getByRole('banner')
      .getByRole('button', { name: /, account menu$/ })
      .click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await expect(reviews.getByRole('link', { name: 'Sign in to write a review' })).toBeVisible();
  });

  test("shows Edit and Delete only on one's own reviews", async ({ page, browser, request }) => {
    const movie = await findMovieWithLocations(request, false);
    const location = movie.locations[0];
    const detail = await (await request.get(`/api/locations/${location.slug}`)).json();

    const owner = await browser.newContext();
    const ownerPage = await owner.newPage();
    const ownerEmail = await newVerifiedUser(ownerPage);
    const login = await ownerPage.request.post('/api/auth/login', {
      data: { email: ownerEmail, password: 'secret123' },
    });
    const token = (await login.json()).access_token as string;
    const created = await ownerPage.request.post('/api/reviews', {
      headers: { Authorization: `Bearer ${token}` },
      data: { location_id: detail.id, rating: 5, visited_at: '2023-09-10', content: 'Someone else wrote this review.' },
    });
    expect(created.status()).toBe(201);
    await owner.close();

    await newVerifiedUser(page).then(async (address) => {
      await page.goto('/login');
      await page.getByLabel('Email').fill(address);
      await page.getByLabel('Password').fill('secret123');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('Welcome back!')).toBeVisible();
    });
    await page.goto(`/locations/${location.slug}`);
    const card = page.getByRole('article', { name: `Review by ${displayNameOf(ownerEmail)}` });
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(page.getByText(ownerEmail)).toHaveCount(0);
  });

  test('one review per place: the form offers to edit it, and older reviews load on demand', async ({
    page,
    request,
  }) => {
    const place = await newLocation(request);
    const address = await newVerifiedUser(page);
    const login = await page.request.post('/api/auth/login', { data: { email: address, password: 'secret123' } });
    const auth = { Authorization: `Bearer ${(await login.json()).access_token as string}` };
    const mine = {
      location_id: place.id,
      rating: 1,
      visited_at: '2023-01-02',
      content: 'My own, oldest review of this place.',
    };
    expect((await page.request.post('/api/reviews', { headers: auth, data: mine })).status()).toBe(201);
    const again = await page.request.post('/api/reviews', { headers: auth, data: { ...mine, rating: 5 } });
    expect(again.status()).toBe(409);
    expect((await again.json()).message).toBe('You have already reviewed this location');

    // Eleven newer reviews by other people push the user's own review off the first page (10).
    await withE2eDatabase(async (db) => {
      for (let i = 1; i <= 11; i++) {
        const { rows } = await db.query(`INSERT INTO users (email) VALUES ($1) RETURNING id`, [
          `pager${i}-${randomBytes(3).toString('hex')}@example.com`,
        ]);
        await db.query(
          `INSERT INTO reviews (location_id, user_id, rating, content, visited_at, created_at) VALUES ($1, $2, 5, $3, '2024-01-01', now() + $4 * interval '1 second')`,
          [place.id, rows[0].id, `Newer review number ${i} of this place.`, i],
        );
      }
    });

    await signInThroughForm(page, address);
    await page.goto(`/locations/${place.slug}`);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByRole('article')).toHaveCount(10);
    await expect(reviews.getByRole('article').first()).toContainText('Newer review number 11');
    // The rating covers all twelve reviews, not the page: (11 × 5 + 1) / 12 = 4.7.
    await expect(page.getByTestId('location-rating')).toContainText('4.7');
    await expect(reviews.getByRole('button', { name: 'Write a Review' })).toHaveCount(0);

    await reviews.getByRole('button', { name: 'Edit Your Review' }).click();
    const form = reviews.getByRole('form', { name: 'Edit your review' });
    await expect(form.getByLabel('Your review')).toHaveValue(mine.content);
    await form.getByRole('button', { name: 'Cancel' }).click();

    await reviews.getByRole('button', { name: 'Load more reviews' }).click();
    await expect(reviews.getByRole('article')).toHaveCount(12);
    await expect(reviews.getByRole('article').last()).toContainText(mine.content);
    await expect(reviews.getByRole('button', { name: 'Load more reviews' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
