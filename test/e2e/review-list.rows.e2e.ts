import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createLocation, createMovie, createVerifiedUser } from './support/rows';

/**
 * SPEC §4 review form modes against a list that already holds reviews. Every review is by a
 * different user (one review per user per location), on a location made for the test.
 */
interface Reviewer {
  email: string;
  password: string;
  author: string;
}

async function reviewer(request: APIRequestContext): Promise<Reviewer> {
  const user = await createVerifiedUser(request, 'lister');
  return { ...user, author: user.displayName };
}

/** Posts a review through the API as `who` (a separate sign-in, so the browser's session is untouched). */
async function postReview(request: APIRequestContext, who: Reviewer, locationId: string, content: string) {
  const login = await request.post('/api/auth/login', { data: { email: who.email, password: who.password } });
  expect(login.ok()).toBe(true);
  const token = (await login.json()).access_token as string;
  const res = await request.post('/api/reviews', {
    headers: { Authorization: `Bearer ${token}` },
    data: { location_id: locationId, rating: 4, visited_at: '2024-03-02', content },
  });
  expect(res.status()).toBe(201);
}

/** Signs the page in as `who` (refresh cookie in the browser context) and opens the location. */
async function openAs(page: Page, who: Reviewer, slug: string): Promise<Locator> {
  expect(
    (await page.request.post('/api/auth/login', { data: { email: who.email, password: who.password } })).ok(),
  ).toBe(true);
  await page.goto(`/locations/${slug}`);
  await expect(page.getByRole('banner').getByText(who.author).first()).toBeVisible();
  return page.getByRole('region', { name: 'Reviews' });
}

/** The review cards' authors, top to bottom. */
const authors = (reviews: Locator, names: Reviewer[]) =>
  expect
    .poll(() =>
      reviews.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label'))),
    )
    .toEqual(names.map((who) => `Review by ${who.author}`));

/** A location of its own with `count` reviews by other users; returns them newest first. */
async function locationWithReviews(request: APIRequestContext, count: number) {
  const location = await createLocation(await createMovie());
  const others: Reviewer[] = [];
  for (let i = 0; i < count; i++) {
    const who = await reviewer(request);
    await postReview(request, who, location.id, `Review number ${i + 1} of the existing list.`);
    others.unshift(who);
  }
  return { location, others };
}

test.describe('Review list with existing reviews', () => {
  test('a new review goes to the top of the list', async ({ page, request }) => {
    const { location, others } = await locationWithReviews(request, 2);
    const me = await reviewer(request);
    const reviews = await openAs(page, me, location.slug);
    await authors(reviews, others);

    await reviews.getByRole('button', { name: 'Write a Review' }).click();
    await reviews.getByRole('radio', { name: '5 stars' }).click();
    await reviews.getByLabel('When did you visit?').fill('2024-06-01');
    await reviews.getByLabel('Your review').fill('My own visit, written in the browser.');
    await reviews.getByRole('button', { name: 'Submit Review' }).click();
    await authors(reviews, [me, ...others]);
    await expect(reviews.getByRole('article').first()).toContainText('My own visit, written in the browser.');
  });

  test('an edited review replaces its entry in place, and cancel returns to the list unchanged', async ({
    page,
    request,
  }) => {
    const location = await createLocation(await createMovie());
    const id = location.id;
    const [older, me, newer] = [await reviewer(request), await reviewer(request), await reviewer(request)];
    await postReview(request, older, id, 'The oldest review of this place.');
    await postReview(request, me, id, 'My first impression of this place.');
    await postReview(request, newer, id, 'The newest review of this place.');

    const reviews = await openAs(page, me, location.slug);
    await authors(reviews, [newer, me, older]);
    const mine = reviews.getByRole('article', { name: `Review by ${me.author}` });

    // Cancel: the form closes and nothing changed.
    await mine.getByRole('button', { name: 'Edit' }).click();
    const form = reviews.getByRole('form', { name: 'Edit your review' });
    await form.getByLabel('Your review').fill('An edit I decided not to keep.');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toHaveCount(0);
    await authors(reviews, [newer, me, older]);
    await expect(mine).toContainText('My first impression of this place.');

    // Save: the entry changes where it is (still second), the others stay as they were.
    await mine.getByRole('button', { name: 'Edit' }).click();
    await form.getByLabel('Your review').fill('On a second visit it was even better.');
    await form.getByRole('button', { name: 'Update Review' }).click();
    await expect(form).toHaveCount(0);
    await authors(reviews, [newer, me, older]);
    await expect(reviews.getByRole('article').nth(1)).toContainText('On a second visit it was even better.');
    await expect(reviews.getByRole('article').nth(0)).toContainText('The newest review of this place.');
    await expect(reviews.getByRole('article').nth(2)).toContainText('The oldest review of this place.');
  });
});
