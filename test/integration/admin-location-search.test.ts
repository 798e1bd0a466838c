import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { signInAdminAndUser } from '../support/admin-api.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createMovie } from '../support/factories.js';
import { adminTextMatch, SEARCH_WINDOW, SORTED_MATCHES_MAX } from '../../server/src/database/text-search-page.js';

interface ListPage {
  items: { name: string }[];
  total: number;
  totalIsEstimate: boolean;
  previous: string | null;
  next: string | null;
}

/**
 * The admin places' search reads a page three ways (issue 36): a word of few matches sorted whole,
 * a common word from a window of the list in name order, and a common word whose matches lie past
 * that window through the planner. Each must give the pages a plain ORDER BY gives, either way.
 */
describe('admin places search at every frequency of a word', () => {
  let t: TestApp;
  let ds: DataSource;
  let admin: { auth: string };
  const http = () => request(t.app.getHttpServer());
  const list = async (query: string): Promise<ListPage> =>
    (await http().get(`/api/admin/locations?${query}`).set('Authorization', admin.auth).expect(200)).body;
  const names = (page: ListPage) => page.items.map((item) => item.name);
  const expected = async (word: string): Promise<string[]> =>
    (await ds.query(`SELECT name FROM locations WHERE admin_text LIKE '%' || $1 || '%' ORDER BY name, id`, [word])).map(
      (row: { name: string }) => row.name,
    );

  /** The first two pages of a search, and the first again from the second's Previous, each as a plain ORDER BY gives them. */
  const pagesEitherWay = async (q: string) => {
    const all = await expected(q.toLowerCase());
    const first = await list(`q=${q}`);
    expect(names(first)).toEqual(all.slice(0, 25));
    const second = await list(`q=${q}&after=${first.next}`);
    expect(names(second)).toEqual(all.slice(25, 50));
    const back = await list(`q=${q}&before=${second.previous}`);
    expect(names(back)).toEqual(all.slice(0, 25));
    return { all, first, second, back };
  };

  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
    ds = t.app.get(DataSource);
    ({ admin } = await signInAdminAndUser(t.app));
    const movie = await createMovie(ds, { title: 'Plain Film' });
    // First in name order: "Avenue" rows, every other one an "ember" (more than the sorted maximum).
    // Last: "Zz zephyr" rows, more than the maximum, none of them in the first window.
    await ds.query(
      `INSERT INTO locations (movie_id, slug, name, latitude, longitude)
       SELECT $1::uuid, 'avenue-' || i, 'Avenue ' || lpad(i::text, 5, '0') || CASE WHEN i % 2 = 0 THEN ' ember' ELSE ' plain' END, 48, 2
         FROM generate_series(1, $2::int) i
       UNION ALL
       SELECT $1::uuid, 'zephyr-' || i, 'Zz zephyr ' || lpad(i::text, 5, '0'), 48, 2 FROM generate_series(1, $3::int) i
       UNION ALL
       SELECT $1::uuid, 'quokka-' || i, 'Quokka point ' || lpad(i::text, 2, '0'), 48, 2 FROM generate_series(1, 30) i`,
      [movie.id, 2 * (SORTED_MATCHES_MAX + 200), SORTED_MATCHES_MAX + 100],
    );
    await ds.query('ANALYZE locations');
  });
  afterAll(() => t.close());

  it('sorts a word of few matches whole, with an exact total, and pages it either way', async () => {
    const { first, second, back } = await pagesEitherWay('Quokka');
    expect(first).toMatchObject({ total: 30, totalIsEstimate: false, previous: null });
    expect(names(second)).toHaveLength(5);
    expect(second.next).toBeNull();
    expect(back.previous).toBeNull();
  });

  it('finds a common word in the window of the list, with an estimated total of at least what it knows', async () => {
    const { all, first } = await pagesEitherWay('ember');
    expect(all.length).toBeGreaterThan(SORTED_MATCHES_MAX);
    expect(first.totalIsEstimate).toBe(true);
    expect(first.total).toBeGreaterThan(SORTED_MATCHES_MAX);
  });

  it('reads a common word whose matches lie past the window, in the same order', async () => {
    // None of the first SEARCH_WINDOW places in name order holds it.
    const [{ held }] = await ds.query(
      `SELECT count(*)::int AS held FROM (SELECT admin_text FROM locations ORDER BY name, id LIMIT $1) w
        WHERE admin_text LIKE '%zephyr%'`,
      [SEARCH_WINDOW],
    );
    expect(held).toBe(0);
    const { all, first } = await pagesEitherWay('zephyr');
    expect(all.length).toBeGreaterThan(SORTED_MATCHES_MAX);
    expect(first).toMatchObject({ totalIsEstimate: true, previous: null });
    expect(first.total).toBeGreaterThan(SORTED_MATCHES_MAX);
  });

  it('finds one or two characters at the start of a word, through the trigram index', async () => {
    const movie = await createMovie(ds, { title: 'Short Film' });
    await ds.query(
      `INSERT INTO locations (movie_id, slug, name, latitude, longitude)
       SELECT $1::uuid, 'short-' || i, name, 48, 2
         FROM unnest(array['Area 51', 'Area-51 gate', 'Hangar (51)', 'Motel 1951', 'Route 151']) WITH ORDINALITY AS n (name, i)`,
      [movie.id],
    );
    const page = await list('q=51');
    expect(names(page)).toEqual(['Area 51', 'Area-51 gate', 'Hangar (51)']);
    expect(page).toMatchObject({ total: 3, totalIsEstimate: false });
    // The index proposes only rows with a word that starts so: a substring would have it propose every row.
    const { sql } = adminTextMatch('admin_text', '51');
    const plan: string = await ds.transaction(async (manager) => {
      await manager.query('SET LOCAL enable_seqscan = off');
      const rows: { 'QUERY PLAN': string }[] = await manager.query(
        `EXPLAIN ANALYZE SELECT id FROM locations WHERE ${sql.replace(':wordStart', '$1')}`,
        ['51'],
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(
      /Bitmap Index Scan on locations_admin_text_trgm_idx .*actual time=[\d.]+\.\.[\d.]+ rows=[3-9] /,
    );

    for (const title of ['Up', 'Upside Down', 'Cup Final']) await createMovie(ds, { title });
    const movies = await http().get('/api/admin/movies?q=up&sort=title&order=asc').set('Authorization', admin.auth);
    expect(movies.body.items.map((item: { title: string }) => item.title)).toEqual(['Up', 'Upside Down']);
  });
});
