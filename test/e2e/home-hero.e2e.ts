import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, withE2eDatabase } from './support/fixtures';

/**
 * The hero carousel runs on the seeded home_hero slider. The last test switches its slides
 * off in the database, so this file runs serially and is the only one that asserts which
 * hero shows; other files accept either.
 */
test.describe.configure({ mode: 'serial' });

interface Slide {
  title: string;
  subtitle: string | null;
  button_text: string | null;
  button_url: string | null;
}

const T0 = new Date('2030-01-01T10:00:00Z').getTime();
let slides: Slide[];

test.beforeAll(async ({ request }) => {
  const response = await request.get('/api/sliders/home_hero');
  expect(response.ok()).toBe(true);
  slides = ((await response.json()) as { slides: Slide[] }).slides;
  expect(slides).toHaveLength(3);
});

const carousel = (page: Page) => page.getByRole('region', { name: 'Featured filming locations' });

/** Only the current slide is exposed to assistive tech, so this finds exactly one. */
async function expectSlide(page: Page, n: number) {
  const slide = carousel(page).getByRole('group', { name: `${n} of ${slides.length}` });
  await expect(slide).toBeVisible();
  await expect(slide.getByRole('heading', { name: slides[n - 1].title })).toBeVisible();
  await expect(carousel(page).getByRole('group')).toHaveCount(1);
  await expect(carousel(page).getByRole('button', { name: `Go to slide ${n}` })).toHaveAttribute(
    'aria-current',
    'true',
  );
}

/**
 * Loads home on a fake clock, then freezes it so timers fire only when the test moves
 * time on. It runs freely until the data has loaded (the query cache batches with timers).
 */
async function openHome(page: Page) {
  await page.clock.install({ time: T0 });
  await page.goto('/');
  await expect(carousel(page)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Featured Movies' }).getByRole('article')).toHaveCount(6);
  // The page clock keeps running while the test reads it: on a busy machine it can pass the
  // chosen moment before pauseAt arrives, so read it again and retry.
  for (let attempt = 0; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      return await page.clock.pauseAt(now + 500);
    } catch (error) {
      if (attempt === 4 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

test('shows the seeded slides as a carousel with title, subtitle and button', async ({ page }) => {
  await openHome(page);
  await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(page.getByRole('heading', { name: 'Discover Where Your Favorite Movies Were Filmed' })).toHaveCount(0);
  for (const [i, slide] of slides.entries()) {
    if (i > 0) await carousel(page).getByRole('button', { name: 'Next slide' }).click();
    await expectSlide(page, i + 1);
    const current = carousel(page).getByRole('group', { name: `${i + 1} of ${slides.length}` });
    // Every seeded slide has a subtitle and a button; a missing one fails here rather than being skipped.
    await expect(current.getByText(slide.subtitle ?? '(no subtitle)')).toBeVisible();
    await expect(current.getByRole('link', { name: slide.button_text ?? '(no button)' })).toHaveAttribute(
      'href',
      slide.button_url ?? '',
    );
  }
  await expect(carousel(page).getByRole('button', { name: /^Go to slide \d$/ })).toHaveCount(slides.length);
});

test('advances every 5 seconds and wraps around', async ({ page }) => {
  await openHome(page);
  await expectSlide(page, 1);
  // The first timer started when the carousel mounted, a moment before the clock froze.
  await page.clock.runFor(5000);
  await expectSlide(page, 2);
  await page.clock.runFor(4900);
  await expectSlide(page, 2);
  await page.clock.runFor(100);
  await expectSlide(page, 3);
  await page.clock.runFor(5000);
  await expectSlide(page, 1);
});

test('pauses while hovered and resumes when the pointer leaves', async ({ page }) => {
  await openHome(page);
  await carousel(page).getByRole('heading', { name: slides[0].title }).hover();
  await page.clock.runFor(12_000);
  await expectSlide(page, 1);
  // The fixed header is not part of the carousel, so pointing at it leaves the carousel.
  await page.getByRole('banner').hover({ position: { x: 5, y: 5 } });
  // Leaving restarts the full interval.
  await page.clock.runFor(4900);
  await expectSlide(page, 1);
  await page.clock.runFor(100);
  await expectSlide(page, 2);
});

test('arrows and dots navigate, wrap around both ways and stop autoplay', async ({ page }) => {
  await openHome(page);
  const region = carousel(page);
  await region.getByRole('button', { name: 'Previous slide' }).click();
  await expectSlide(page, 3);
  await region.getByRole('button', { name: 'Next slide' }).click();
  await expectSlide(page, 1);
  await region.getByRole('button', { name: 'Go to slide 2' }).click();
  await expectSlide(page, 2);
  await page.mouse.move(5, 5);
  await page.clock.runFor(20_000);
  await expectSlide(page, 2);
});

test('Left and Right arrow keys navigate when focused and stop autoplay', async ({ page }) => {
  await openHome(page);
  await carousel(page).focus();
  await page.keyboard.press('ArrowLeft');
  await expectSlide(page, 3);
  await page.keyboard.press('ArrowRight');
  await expectSlide(page, 1);
  await page.keyboard.press('ArrowRight');
  await expectSlide(page, 2);
  await page.clock.runFor(20_000);
  await expectSlide(page, 2);
});

test('a pause button stops autoplay and a play button restarts it', async ({ page }) => {
  await openHome(page);
  await carousel(page).getByRole('button', { name: 'Pause slideshow' }).click();
  await page.mouse.move(5, 5);
  await page.clock.runFor(12_000);
  await expectSlide(page, 1);
  await carousel(page).getByRole('button', { name: 'Play slideshow' }).click();
  await page.mouse.move(5, 5);
  await page.clock.runFor(5000);
  await expectSlide(page, 2);
});

test('does not autoplay for users who prefer reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page);
  await page.clock.runFor(20_000);
  await expectSlide(page, 1);
  await expect(carousel(page).getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0);
});

test('has no serious accessibility violations', async ({ page }) => {
  // A real clock: axe schedules its work with timers.
  await page.goto('/');
  await expect(carousel(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('shows the default hero when the slider has no active slides', async ({ page }) => {
  const active = await withE2eDatabase(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      `SELECT s.id FROM slides s JOIN sliders r ON r.id = s.slider_id WHERE r.code = 'home_hero' AND s.active`,
    );
    await db.query('UPDATE slides SET active = false WHERE id = ANY($1::uuid[])', [rows.map((row) => row.id)]);
    return rows.map((row) => row.id);
  });
  try {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Discover Where Your Favorite Movies Were Filmed', level: 1 }),
    ).toBeVisible();
    await expect(carousel(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'View Map' })).toHaveAttribute('href', '/map');
    await page.getByRole('link', { name: 'Explore Movies' }).click();
    await expect(page).toHaveURL('/movies');
  } finally {
    await withE2eDatabase((db) => db.query('UPDATE slides SET active = true WHERE id = ANY($1::uuid[])', [active]));
  }
});
