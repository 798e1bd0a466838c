import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { withE2eDatabase } from './support/fixtures';
import { createVerifiedUser } from './support/rows';

/**
 * The admin's header/footer snippets run on public pages and never on the admin area, sign-in,
 * registration, the account page or the password and email flows (contracts/script-free-pages.ts),
 * however the path is spelled and however the visitor gets there. Each snippet leaves a mark in
 * the document's JavaScript realm; a screen shown where a mark is present shared a realm with it.
 * This is the only file that sets the snippets; it puts them back as they were afterwards.
 */
test.describe.configure({ mode: 'serial' });

const token = randomBytes(4).toString('hex');
const SNIPPETS = {
  header_scripts: `<script>window.__headerSnippet = '${token}';</script>`,
  footer_scripts: `<script>window.__footerSnippet = '${token}';</script>`,
};
type Snippets = typeof SNIPPETS;
let saved: Snippets;

// Only these two columns: other files change other settings meanwhile.
const setSnippets = (values: Snippets) =>
  withE2eDatabase((db) =>
    db.query(`UPDATE settings SET header_scripts = $1, footer_scripts = $2 WHERE id = 1`, [
      values.header_scripts,
      values.footer_scripts,
    ]),
  );

/** The server keeps the settings for a few seconds: wait until the home page is written with (or without) the snippets. */
async function homeServedWithSnippets(page: Page, present: boolean) {
  await expect
    .poll(async () => (await (await page.request.get('/')).text()).includes(token), { timeout: 15_000 })
    .toBe(present);
}

test.beforeAll(async () => {
  saved = await withE2eDatabase(
    async (db) => (await db.query(`SELECT header_scripts, footer_scripts FROM settings WHERE id = 1`)).rows[0],
  );
  expect(saved).toBeTruthy();
  await setSnippets(SNIPPETS);
});

test.afterAll(async ({ browser }) => {
  await setSnippets(saved);
  const page = await browser.newPage();
  await homeServedWithSnippets(page, false);
  await page.close();
});

/** The snippets' marks in the page's current JavaScript realm. */
const snippetMarks = (page: Page) =>
  page.evaluate(() => {
    const marks = window as unknown as { __headerSnippet?: string; __footerSnippet?: string };
    return [marks.__headerSnippet ?? null, marks.__footerSnippet ?? null];
  });

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** A mark of the app's own, to tell whether a navigation kept the document. */
const markDocument = (page: Page) => page.evaluate(() => document.documentElement.setAttribute('data-test-doc', ''));
const sameDocument = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-test-doc'));

/** The header's Admin Dashboard link, inside the account menu where the header has one. */
async function openAdminDashboardFromHeader(page: Page) {
  const header = page.getByRole('banner');
  const link = header.getByRole('link', { name: 'Admin Dashboard' });
  const menu = header.getByRole('button', { name: /, account menu$/ });
  await expect(link.or(menu)).toBeVisible();
  if (await menu.isVisible()) await menu.click();
  await link.click();
}

test('the snippets run on public pages, and moving between them keeps the document', async ({ page }) => {
  await homeServedWithSnippets(page, true);
  for (const path of ['/movies', '/about', '/']) {
    await page.goto(path);
    await expect(h1(page)).toBeVisible();
    expect(await snippetMarks(page), path).toEqual([token, token]);
  }
  await markDocument(page);
  await page.getByRole('banner').getByRole('link', { name: 'Movies', exact: true }).click();
  await expect(h1(page)).toHaveText('Browse Movies');
  expect(await sameDocument(page)).toBe(true);
});

test('the snippets never run on the admin area, however spelled, nor on the account and sign-in screens', async ({
  page,
}) => {
  await homeServedWithSnippets(page, true);
  await signInAsAdmin(page);
  for (const path of ['/ADMIN/settings', '/Admin/settings', '/%61dmin/settings', '/admin/settings']) {
    await page.goto(path);
    // The admin's Settings screen itself, not a redirect away from it.
    await expect(h1(page)).toHaveText('Site Settings');
    expect(await snippetMarks(page), path).toEqual([null, null]);
    expect(await (await page.request.get(path)).text(), path).not.toContain(token);
  }
  const screens = {
    '/account': 'Your Account',
    '/reset-password?token=x': 'Choose a new password',
    '/login': 'Sign in to your account',
    '/register': 'Create your account',
    '/forgot-password': 'Reset your password',
  };
  for (const [path, heading] of Object.entries(screens)) {
    await page.goto(path);
    await expect(h1(page)).toHaveText(heading);
    expect(await snippetMarks(page), path).toEqual([null, null]);
  }
});

test('going from a public page to the admin area loads it as a new document, without the snippets', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/movies');
  await expect(h1(page)).toBeVisible();
  expect(await snippetMarks(page)).toEqual([token, token]);
  await markDocument(page);

  await openAdminDashboardFromHeader(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  expect(await snippetMarks(page)).toEqual([null, null]);
  expect(await sameDocument(page)).toBe(false);

  // The history is intact: Back leads to the page the admin came from.
  await page.goBack();
  await expect(page).toHaveURL(/\/movies$/);
  await expect(h1(page)).toHaveText('Browse Movies');
});

test('Sign In from a public page opens a new document and still leads back to that page', async ({ page }) => {
  const { email, password } = await createVerifiedUser(page.request, 'snippets');
  await page.goto('/movies');
  await expect(h1(page)).toBeVisible();
  await markDocument(page);
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(h1(page)).toHaveText('Sign in to your account');
  expect(await snippetMarks(page)).toEqual([null, null]);
  expect(await sameDocument(page)).toBe(false);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/movies$/);
});
