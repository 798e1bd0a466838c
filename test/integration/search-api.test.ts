import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { searchReindexCommand } from '../../server/src/search/search.cli.js';
import { SearchService } from '../../server/src/search/search.service.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createLocation, createMovie } from '../support/factories.js';

describe('search API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    const ds = t.app.get(DataSource);
    const movie = await createMovie(ds, { title: 'The Godfather', year: 1972 });
    await createLocation(ds, movie, { name: 'Bar Vitelli', city: 'Savoca', country: 'Italy' });
  });
  afterAll(() => t.close());

  const get = (query: string) => request(t.app.getHttpServer()).get(`/api/search${query}`);

  it('answers anonymous visitors with both groups and highlighted fields', async () => {
    const res = await get('?q=godfahter').expect(200);
    expect(res.body.movies.total).toBe(1);
    expect(res.body.movies.hits[0]).toMatchObject({
      title: 'The Godfather',
      highlight: { title: 'The <mark>Godfather</mark>' },
    });
    expect(res.body.locations.hits[0]).toMatchObject({
      name: 'Bar Vitelli',
      movie: { title: 'The Godfather', year: 1972 },
    });
  });

  it('names the words it left out (match=last) and keeps them all with match=all', async () => {
    const relaxed = await get('?q=godfather%20xyzzyq').expect(200);
    expect(relaxed.body.ignored_words).toEqual(['xyzzyq']);
    expect(relaxed.body.movies.hits[0].title).toBe('The Godfather');
    const exact = await get('?q=godfather%20xyzzyq&match=all').expect(200);
    expect(exact.body.movies.total).toBe(0);
    expect(exact.body.suggestions.length).toBeGreaterThan(0);
  });

  it('returns empty groups for an empty query', async () => {
    const res = await get('').expect(200);
    expect(res.body).toEqual({
      movies: { hits: [], total: 0 },
      locations: { hits: [], total: 0 },
      ignored_words: [],
      suggestions: [],
    });
  });

  it.each([
    ['?q=x&year=1972.5', 'year must be a whole number'],
    ['?q=x&year=abc', 'year must be a whole number'],
    ['?q=x&year=1869', 'year must be between 1870 and 2100'],
    ['?q=x&year=2101', 'year must be between 1870 and 2100'],
    ['?q=x&tab=maps', 'tab must be one of all, movies, locations'],
    ['?q=x&match=some', 'match must be one of last, all'],
    ['?q=x&limit=51', 'limit must be at most 50'],
    ['?q=x&limit=0', 'limit must be at least 1'],
    ['?q=x&offset=-1', 'offset must be 0 or more'],
    [`?q=${'a'.repeat(201)}`, 'q must be at most 200 characters'],
    [`?q=x&country=${'a'.repeat(101)}`, 'country must be at most 100 characters'],
    ['?q=x&sort=title', 'sort must be one of relevance, rating'],
    ['?q=x&min_rating=6', 'min_rating must be between 1 and 5'],
    ['?q=x&order=name', 'property order should not exist'],
  ])('answers 400 for %s', async (query, message) => {
    const res = await get(query).expect(400);
    expect(res.body.message).toContain(message);
  });

  it('reports the adapter and its state for the health endpoint', async () => {
    await expect(t.app.get(SearchService).health()).resolves.toEqual({ adapter: 'postgres', state: 'up' });
  });

  it('search:reindex rebuilds the index and prints its progress', async () => {
    // Break the index the way a restore that bypassed the triggers would: a stale copy of the
    // movie title on the location. Only a real reindex repairs it.
    const ds = t.app.get(DataSource);
    await ds.transaction(async (manager) => {
      await manager.query(`SET LOCAL session_replication_role = replica`);
      await manager.query(`UPDATE locations SET movie_title = 'Stale Title'`);
    });
    // Bypassed triggers leave no trace in the search change log either, so the app's in-memory index
    // still answers from before; the reindex reloads it from the repaired rows, so the title check
    // below proves the rows repaired.
    expect(await ds.query(`SELECT DISTINCT movie_title FROM locations`)).toEqual([{ movie_title: 'Stale Title' }]);

    const output: string[] = [];
    const write = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string) => output.push(String(chunk)) > 0) as typeof process.stderr.write;
    try {
      await searchReindexCommand.run!(t.app, { positional: [], flags: {} });
    } finally {
      process.stderr.write = write;
    }
    expect(output.join('')).toContain('reindex (postgres) 2/2 (100%');
    expect(output.join('')).toMatch(/indexed 2 documents in/);
    const res = await get('?q=vitelli').expect(200);
    expect(res.body.locations.total).toBe(1);
    expect((await get('?q=godfahter').expect(200)).body.movies.total).toBe(1);
    const byMovie = await get('?q=godfather').expect(200);
    expect(byMovie.body.locations.hits[0]).toMatchObject({ name: 'Bar Vitelli' });
  });
});
