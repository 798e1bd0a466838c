import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { packVector } from '../../server/src/search/postgres/packed-vector.js';
import { PostgresSearchAdapter } from '../../server/src/search/postgres/postgres-search.adapter.js';
import { PostgresSearchRepository } from '../../server/src/search/postgres/postgres-search.repository.js';
import { TrigramDictionary } from '../../server/src/search/postgres/trigram.js';
import { tsRank } from '../../server/src/search/postgres/ts-rank.js';
import { parseTsvector } from '../../server/src/search/postgres/tsvector-text.js';
import type { SearchQuery } from '../../server/src/search/search.types.js';
import { signInAdminAndUser } from '../support/admin-api.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createLocation, createMovie } from '../support/factories.js';

const search = (q: string, extra: Partial<SearchQuery> = {}): SearchQuery => ({
  q,
  tab: 'all',
  limit: 20,
  offset: 0,
  ...extra,
});

/**
 * The PostgreSQL adapter's in-memory index (server/src/search/postgres/search-index.ts): its
 * ranking functions agree with PostgreSQL's own, and every app process sees a committed write.
 */
describe('PostgreSQL search index', () => {
  jest.setTimeout(60_000);
  let a: TestApp;
  let ds: DataSource;

  // Both processes sign tokens alike, as two replicas of one site do.
  const env = { AUTH_RATE_LIMIT: '1000', JWT_SECRET: 'search-index-test-secret-0123456789abcdef' };

  beforeAll(async () => {
    a = await startTestApp(env);
    ds = a.app.get(DataSource);
  });

  afterAll(async () => {
    await a?.close();
  });

  describe('agrees with PostgreSQL', () => {
    const pairs: [text: string, query: string][] = [
      ['the godfather part ii', 'godfather'],
      ['the godfather part ii', 'the godfather part ii'],
      ['bocca della verita', 'verita bocca'],
      ['cafe des 2 moulins', 'cafe moulin'],
      ['trevi fountain', 'trevvi'],
      ['ghostbusters', 'ghost busters'],
      ['la la land', 'lala land'],
      ['breakfast at tiffany s', 'breakfast at tifanys'],
      ['saint-martin canal, paris', 'canal st martin'],
      ['a', 'b'],
      ['', 'rome'],
    ];

    it('similarity() and word_similarity() (pg_trgm)', async () => {
      for (const [text, query] of pairs) {
        const [expected] = await ds.query(`SELECT similarity($1, $2) AS s, word_similarity($2, $1) AS w`, [
          text,
          query,
        ]);
        const dictionary = new TrigramDictionary();
        const key = dictionary.encode(text);
        const trigrams = dictionary.forQuery(query);
        expect([text, query, trigrams.similarity(key)]).toEqual([text, query, expect.closeTo(expected.s, 5)]);
        expect([text, query, trigrams.wordSimilarity(key)]).toEqual([text, query, expect.closeTo(expected.w, 5)]);
      }
    });

    it('ts_rank() with default weights, OR and AND queries, prefixes and several positions', async () => {
      const vectors = [
        `setweight(to_tsvector('simple', 'the godfather part ii'), 'A') || setweight(to_tsvector('simple', 'francis ford coppola'), 'B') || setweight(to_tsvector('simple', 'the early life of vito corleone; the godfather of the family'), 'C')`,
        `setweight(to_tsvector('simple', 'trevi fountain'), 'A') || setweight(to_tsvector('simple', 'rome italy'), 'B')`,
        `to_tsvector('simple', 'la la land la')`,
      ];
      const queries: { text: string; operands: { text: string; prefix: boolean }[]; and: boolean }[] = [
        { text: `'godf':*`, operands: [{ text: 'godf', prefix: true }], and: false },
        {
          text: `'the':* & 'godfather':*`,
          operands: [
            { text: 'godfather', prefix: true },
            { text: 'the', prefix: true },
          ],
          and: true,
        },
        {
          text: `('trevvi':* | 'trevi') & 'rome':*`,
          operands: [
            { text: 'rome', prefix: true },
            { text: 'trevi', prefix: false },
            { text: 'trevvi', prefix: true },
          ],
          and: true,
        },
        {
          text: `('la' <-> 'la':*) | 'land':*`,
          operands: [
            { text: 'la', prefix: true },
            { text: 'land', prefix: true },
          ],
          and: false,
        },
      ];
      for (const vectorSql of vectors) {
        for (const query of queries) {
          const [row] = await ds.query(
            `SELECT (${vectorSql})::text AS vector, ts_rank(${vectorSql}, to_tsquery('simple', $1)) AS rank`,
            [query.text],
          );
          const lexemes = parseTsvector(row.vector);
          const operandsOfTerm = new Map<number, number[]>();
          lexemes.forEach((lexeme, term) => {
            const operands = query.operands
              .map((operand, i) =>
                (operand.prefix ? lexeme.text.startsWith(operand.text) : lexeme.text === operand.text) ? i : -1,
              )
              .filter((i) => i >= 0);
            if (operands.length) operandsOfTerm.set(term, operands);
          });
          const vector = packVector(lexemes.map((lexeme, term) => ({ term, positions: lexeme.positions })));
          const rank = tsRank(vector, operandsOfTerm, query.operands.length, query.and);
          expect([row.vector, query.text, rank]).toEqual([row.vector, query.text, expect.closeTo(row.rank, 5)]);
        }
      }
    });
  });

  describe('across two app processes', () => {
    let b: TestApp;
    let admin: { auth: string };
    const fromA = () => request(a.app.getHttpServer());
    const fromB = () => request(b.app.getHttpServer());
    const titlesFrom = async (reader: typeof fromA, q: string) =>
      (await reader().get('/api/search').query({ q, tab: 'movies' }).expect(200)).body.movies.hits.map(
        (hit: { title: string }) => hit.title,
      );

    beforeAll(async () => {
      b = await startTestApp(env, a.db);
      ({ admin } = await signInAdminAndUser(a.app));
      const movie = await createMovie(ds, { title: 'Roman Holiday', year: 1953 });
      await createLocation(ds, movie, { name: 'Trevi Fountain', city: 'Rome', country: 'Italy' });
    });

    afterAll(async () => {
      await b?.close();
    });

    it('shows a movie created, renamed and deleted through A in the next search on B', async () => {
      expect(await titlesFrom(fromB, 'roman')).toEqual(['Roman Holiday']); // B's index is loaded now
      const fields = {
        title: 'Vertigo',
        slug: 'vertigo',
        year: 1958,
        director: 'Alfred Hitchcock',
        description: 'A detective in San Francisco.',
        poster_url: null,
        backdrop_url: null,
        genres: ['Thriller'],
        imdb_id: null,
      };
      const created = await fromA().post('/api/admin/movies').set('Authorization', admin.auth).send(fields).expect(201);
      expect(await titlesFrom(fromB, 'vertgo')).toEqual(['Vertigo']);
      expect(await titlesFrom(fromA, 'vertgo')).toEqual(['Vertigo']);

      await fromA()
        .put(`/api/admin/movies/${created.body.id}`)
        .set('Authorization', admin.auth)
        .send({ ...fields, title: 'Sueurs froides' })
        .expect(200);
      expect(await titlesFrom(fromB, 'vertigo')).toEqual([]);
      expect(await titlesFrom(fromB, 'sueurs')).toEqual(['Sueurs froides']);

      await fromA().delete(`/api/admin/movies/${created.body.id}`).set('Authorization', admin.auth).expect(204);
      expect(await titlesFrom(fromB, 'sueurs')).toEqual([]);
    });

    it('sees a write made outside the app (psql) at once, by reading the change log before the search', async () => {
      // An adapter without the public data signal looks at the change log before every search.
      const adapter = new PostgresSearchAdapter(new PostgresSearchRepository(b.app.get(DataSource)));
      expect((await adapter.search(search('trevi'))).locations.total).toBe(1);
      const outside = new pg.Client({ connectionString: a.db.url });
      await outside.connect();
      try {
        await outside.query(`UPDATE locations SET name = 'Fontana di Trevi' WHERE name = 'Trevi Fountain'`);
        const found = await adapter.search(search('fontana'));
        expect(found.locations.hits.map((hit) => hit.name)).toEqual(['Fontana di Trevi']);
        await outside.query(`UPDATE locations SET name = 'Trevi Fountain' WHERE name = 'Fontana di Trevi'`);
        expect((await adapter.search(search('fontana'))).locations.total).toBe(0);
      } finally {
        await outside.end();
      }
    });

    it('follows a review into the rating filter and order', async () => {
      const adapter = new PostgresSearchAdapter(new PostgresSearchRepository(ds));
      expect((await adapter.search(search('trevi', { minRating: 4 }))).locations.total).toBe(0);
      const [user] = await ds.query(
        `INSERT INTO users (email, password_hash, display_name) VALUES ('rater@example.org', 'x', 'Rater') RETURNING id`,
      );
      await ds.query(
        `INSERT INTO reviews (location_id, user_id, rating, content, visited_at)
         SELECT id, $1, 5, 'Worth the trip.', '2024-05-01' FROM locations WHERE name = 'Trevi Fountain'`,
        [user.id],
      );
      const rated = await adapter.search(search('trevi', { minRating: 4 }));
      expect(rated.locations.hits.map((hit) => [hit.name, hit.rating_average, hit.review_count])).toEqual([
        ['Trevi Fountain', 5, 1],
      ]);
    });

    it('reloads everything after a TRUNCATE and after the change log was pruned past it', async () => {
      const adapter = new PostgresSearchAdapter(new PostgresSearchRepository(ds));
      expect((await adapter.search(search('roman'))).movies.total).toBe(1);
      // A change the triggers do not see (a restore with triggers off), then the log pruned past
      // this process's last look: the next search must reload, and so sees the change.
      await ds.transaction(async (manager) => {
        await manager.query(`SET LOCAL session_replication_role = replica`);
        await manager.query(`UPDATE movies SET title = 'Vacanze romane' WHERE title = 'Roman Holiday'`);
      });
      expect((await adapter.search(search('vacanze'))).movies.total).toBe(0);
      await ds.query(`UPDATE search_change_horizon SET pruned_through = pg_current_xact_id()`);
      expect((await adapter.search(search('vacanze'))).movies.total).toBe(1);

      await ds.query(`TRUNCATE movies CASCADE`);
      expect((await adapter.search(search('vacanze'))).movies.total).toBe(0);
      expect((await adapter.search(search('trevi'))).locations.total).toBe(0);
    });
  });
});
