import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Page } from '../../server/src/pages/page.entity.js';
import { Settings } from '../../server/src/settings/settings.entity.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createLocation, createMovie, createPage, createSlider } from '../support/factories.js';

describe('content API (locations, pages, settings, sliders, health)', () => {
  let t: TestApp;
  let ds: DataSource;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp();
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  describe('GET /api/locations/:slug', () => {
    it('returns the location with its joined movie and an empty rating summary', async () => {
      const movie = await createMovie(ds, { title: 'Amélie', year: 2001, director: 'Jean-Pierre Jeunet' });
      const location = await createLocation(ds, movie, { name: 'Café des 2 Moulins', is_verified: true });
      const res = await http().get(`/api/locations/${location.slug}`).expect(200);
      expect(res.body).toMatchObject({
        name: 'Café des 2 Moulins',
        is_verified: true,
        rating_average: null,
        review_count: 0,
      });
      expect(res.body.movie).toEqual({
        id: movie.id,
        title: 'Amélie',
        slug: movie.slug,
        year: 2001,
        director: 'Jean-Pierre Jeunet',
      });
    });

    it('averages ratings to one decimal and counts reviews', async () => {
      const movie = await createMovie(ds);
      const location = await createLocation(ds, movie);
      // One review per user and location: three raters.
      for (const [index, rating] of [5, 4, 4].entries()) {
        const [user] = await ds.query(`INSERT INTO users (email) VALUES ($1) RETURNING id`, [
          `rater${index}@example.com`,
        ]);
        await ds.query(
          `INSERT INTO reviews (location_id, user_id, rating, content, visited_at) VALUES ($1, $2, $3, $4, '2024-05-01')`,
          [location.id, user.id, rating, 'A lovely place to visit.'],
        );
      }
      const res = await http().get(`/api/locations/${location.slug}`).expect(200);
      expect(res.body.rating_average).toBe(4.3);
      expect(res.body.review_count).toBe(3);
    });

    it('answers 404 for an unknown slug', async () => {
      const res = await http().get('/api/locations/nowhere').expect(404);
      expect(res.body.message).toBe('Location not found');
    });
  });

  describe('GET /api/pages/:slug', () => {
    it('returns a published page with a 160-character plain-text meta description', async () => {
      const long = 'Film tourism &amp; more. '.repeat(20);
      const page = await createPage(ds, { title: 'About Us', content: `<h2>Intro</h2><p>${long}</p>` });
      const res = await http().get(`/api/pages/${page.slug}`).expect(200);
      expect(res.body.title).toBe('About Us');
      expect(res.body.meta_description).toHaveLength(160);
      expect(res.body.meta_description.startsWith('Intro Film tourism & more.')).toBe(true);
    });

    const DIRTY =
      '<h2 onclick="steal()">Hi</h2><script>alert(1)</script><p><a href="javascript:alert(2)">x</a><img src=x onerror="alert(3)"></p>';
    const expectClean = (html: string) => {
      expect(html).toContain('<h2>Hi</h2>');
      expect(html).not.toMatch(/<script|onclick|onerror|javascript:/i);
    };

    it('sanitizes page HTML on every write path, with one allow-list', async () => {
      const repo = ds.getRepository(Page);
      const saved = await createPage(ds, { content: DIRTY });
      const inserted = `page-insert-${Date.now()}`;
      await repo.insert({ title: 'Inserted', slug: inserted, content: DIRTY });
      const upserted = `page-upsert-${Date.now()}`;
      await repo.upsert({ title: 'Upserted', slug: upserted, content: DIRTY }, ['slug']);
      const updated = await createPage(ds);
      await repo.update({ id: updated.id }, { content: DIRTY });
      await ds
        .createQueryBuilder()
        .update(Page)
        .set({ content: DIRTY })
        .where('slug = :slug', { slug: inserted })
        .execute();
      const stored = await ds.query(`SELECT slug, content FROM pages WHERE slug = ANY($1)`, [
        [saved.slug, inserted, upserted, updated.slug],
      ]);
      expect(stored).toHaveLength(4);
      for (const row of stored) expectClean(row.content);
    });

    it('sanitizes again when serving a page, whatever is stored', async () => {
      const page = await createPage(ds);
      // Written around the application, as an old row or a manual fix would be.
      await ds.query(`UPDATE pages SET content = $1 WHERE id = $2`, [DIRTY, page.id]);
      const res = await http().get(`/api/pages/${page.slug}`).expect(200);
      expectClean(res.body.content);
    });

    it('hides unpublished pages', async () => {
      const draft = await createPage(ds, { is_published: false });
      await http().get(`/api/pages/${draft.slug}`).expect(404);
    });
  });

  describe('GET /api/settings', () => {
    it('returns the SPEC §9 defaults from the migration', async () => {
      const res = await http().get('/api/settings').expect(200);
      expect(res.body).toEqual({
        site_title: 'ReelAtlas.com',
        site_description: 'Discover where your favorite movies were filmed',
        meta_keywords: 'ReelAtlas, filming locations, movies, film tourism',
        adsense_client_id: '',
        adsense_slots: { home_banner: '', sidebar: '', content: '' },
        header_scripts: '',
        footer_scripts: '',
        // No profile yet: the footer shows no social icon until an admin enters one.
        social_links: { instagram: '', x: '', facebook: '' },
      });
    });

    it('refuses a second settings row', async () => {
      await expect(
        ds.getRepository(Settings).insert({ ...(await ds.getRepository(Settings).findOneByOrFail({ id: 1 })), id: 2 }),
      ).rejects.toThrow();
    });
  });

  describe('GET /api/sliders/:code', () => {
    it('returns only active slides sorted by order', async () => {
      await createSlider(ds, 'home_hero', [
        { title: 'Third', order: 2 },
        { title: 'Hidden', order: 0, active: false },
        { title: 'First', order: 1 },
      ]);
      const res = await http().get('/api/sliders/home_hero').expect(200);
      expect(res.body.slides.map((s: { title: string }) => s.title)).toEqual(['First', 'Third']);
    });

    it('answers 404 for an unknown code', async () => {
      await http().get('/api/sliders/nope').expect(404);
    });
  });

  describe('database constraints', () => {
    it('refuses a duplicate movie slug and a rating outside 1–5', async () => {
      const movie = await createMovie(ds);
      await expect(createMovie(ds, { slug: movie.slug })).rejects.toThrow(/movies_slug_key/);
      const location = await createLocation(ds, movie);
      const [user] = await ds.query(`INSERT INTO users (email) VALUES ('six@example.com') RETURNING id`);
      await expect(
        ds.query(
          `INSERT INTO reviews (location_id, user_id, rating, content, visited_at) VALUES ($1, $2, 6, 'Too many stars here', '2024-01-01')`,
          [location.id, user.id],
        ),
      ).rejects.toThrow(/reviews_rating_check/);
    });

    it('treats emails as unique regardless of case', async () => {
      await ds.query(`INSERT INTO users (email) VALUES ('Case@Example.com')`);
      await expect(ds.query(`INSERT INTO users (email) VALUES ('case@example.com')`)).rejects.toThrow(
        /users_email_lower_key/,
      );
    });
  });

  it('GET /api/health reports the database, the queue and the search index', async () => {
    const res = await http().get('/api/health').expect(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      database: { state: 'up' },
      queue: { adapter: 'in-process', state: 'up' },
      search: { adapter: 'postgres', state: 'up' },
    });
  });

  it("keeps the operators' queue API to admins", async () => {
    await http().get('/api/admin/queues').expect(401);
    await http().post('/api/admin/queues/domain-events/retry-failed').expect(401);
  });

  it('serves OpenAPI documentation generated from the controllers', async () => {
    const res = await http().get('/api/docs-json').expect(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/movies',
        '/api/movies/{slug}',
        '/api/locations/{slug}',
        '/api/pages/{slug}',
        '/api/settings',
        '/api/sliders/{code}',
        '/api/health',
      ]),
    );
  });

  it('echoes a request id and sets security headers', async () => {
    const res = await http().get('/api/health').set('x-request-id', 'abc-123').expect(200);
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
