import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { mailedLinkToken, withE2eDatabase } from './fixtures';

/**
 * Rows a test depends on, created by the test itself (never "whatever the demo data holds").
 * Catalog rows are inserted with SQL into the e2e server's database, because no admin API for
 * movies and locations exists yet; files that add catalog rows are named *.rows.e2e.ts and run
 * after the tests that read the seeded catalog as a whole (playwright.config.ts).
 */
const unique = () => randomBytes(4).toString('hex');
const slugOf = (text: string) =>
  `${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${unique()}`;

export interface MovieRow {
  id: string;
  slug: string;
  title: string;
  year: number | null;
  director: string | null;
  description: string | null;
  poster_url: string | null;
}

export interface LocationRow {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  scene_description: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  image_url: string | null;
  is_verified: boolean;
}

/** A movie with every field set (override any); created long ago, so "newest" lists keep their seeded order. */
export function createMovie(fields: Partial<MovieRow> = {}): Promise<MovieRow> {
  const title = fields.title ?? `Test Movie ${unique()}`;
  const row = {
    slug: slugOf(title),
    title,
    year: 1999,
    director: 'Test Director',
    description: 'A film made for a test.',
    poster_url: null,
    ...fields,
  };
  return withE2eDatabase(async (db) => {
    const { rows } = await db.query(
      `INSERT INTO movies (slug, title, year, director, description, poster_url, genres, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, '{Drama}', '1970-01-01') RETURNING id, slug, title, year, director, description, poster_url`,
      [row.slug, row.title, row.year, row.director, row.description, row.poster_url],
    );
    return rows[0] as MovieRow;
  });
}

/** A location of `movie` with every field set (override any). */
export function createLocation(
  movie: { id: string },
  fields: Partial<LocationRow> & { latitude?: number; longitude?: number } = {},
): Promise<LocationRow> {
  const name = fields.name ?? `Test Place ${unique()}`;
  const row = {
    slug: slugOf(name),
    name,
    description: `What ${name} is like.`,
    scene_description: `The scene shot at ${name}.`,
    address: '1 Test Street',
    city: 'Testville',
    state: 'Test State',
    country: 'Testland',
    image_url: null,
    is_verified: false,
    latitude: 10 + Math.random(),
    longitude: 20 + Math.random(),
    ...fields,
  };
  return withE2eDatabase(async (db) => {
    const { rows } = await db.query(
      `INSERT INTO locations (slug, movie_id, name, description, scene_description, address, city, state, country, image_url, is_verified, latitude, longitude)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       RETURNING id, slug, name, description, scene_description, address, city, state, country, image_url, is_verified`,
      [
        row.slug,
        movie.id,
        row.name,
        row.description,
        row.scene_description,
        row.address,
        row.city,
        row.state,
        row.country,
        row.image_url,
        row.is_verified,
        row.latitude,
        row.longitude,
      ],
    );
    return rows[0] as LocationRow;
  });
}

/** A published CMS page (SPEC §2 /:slug). */
export function createPage(fields: { title?: string; slug?: string; content?: string; is_published?: boolean } = {}) {
  const page = { title: `Test Page ${unique()}`, content: '<p>Made for a test.</p>', is_published: true, ...fields };
  const slug = fields.slug ?? slugOf(page.title);
  return withE2eDatabase(async (db) => {
    await db.query(`INSERT INTO pages (title, slug, content, is_published) VALUES ($1, $2, $3, $4)`, [
      page.title,
      slug,
      page.content,
      page.is_published,
    ]);
    return { ...page, slug };
  });
}

/** Registers and verifies an account through the API, as a user would by the mailed link. */
export async function createVerifiedUser(
  request: APIRequestContext,
  prefix = 'user',
): Promise<{ email: string; password: string; displayName: string }> {
  const email = `${prefix}-${unique()}@example.com`;
  const password = 'secret123';
  const displayName = `Tester ${unique()}`;
  expect(
    (await request.post('/api/auth/register', { data: { email, password, display_name: displayName } })).status(),
  ).toBe(202);
  const token = await mailedLinkToken(email, '/verify-email');
  expect((await request.post('/api/auth/verify-email', { data: { token } })).ok()).toBe(true);
  return { email, password, displayName };
}
