import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../support/app.js';
import { createLocation, createMovie } from '../support/factories.js';

describe('movies API', () => {
  let t: TestApp;
  let ds: DataSource;

  beforeAll(async () => {
    t = await startTestApp();
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  it('lists movies newest first with a default page size of 10', async () => {
    const base = Date.now();
    for (let i = 0; i < 12; i++) await createMovie(ds, { title: `Film ${i}`, created_at: new Date(base + i * 1000) });
    const res = await request(t.app.getHttpServer()).get('/api/movies').expect(200);
    expect(res.body.total).toBe(12);
    expect(res.body.items).toHaveLength(10);
    expect(res.body.items[0].title).toBe('Film 11');
    expect(res.body.items[9].title).toBe('Film 2');
  });

  it('pages with offset and limit', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/movies?offset=10&limit=5').expect(200);
    expect(res.body.items.map((m: { title: string }) => m.title)).toEqual(['Film 1', 'Film 0']);
    expect(res.body).toMatchObject({ offset: 10, limit: 5, total: 12 });
  });

  it.each([
    ['limit=abc', 'limit must be a whole number'],
    ['limit=0', 'limit must be at least 1'],
    ['limit=101', 'limit must be at most 100'],
    ['offset=-1', 'offset must be 0 or more'],
    ['offset=1.5', 'offset must be a whole number'],
  ])('answers 400 with a clear message for %s', async (query, message) => {
    const res = await request(t.app.getHttpServer()).get(`/api/movies?${query}`).expect(400);
    expect(res.body.message).toContain(message);
  });

  it('rejects unknown query parameters', async () => {
    await request(t.app.getHttpServer()).get('/api/movies?sort=title').expect(400);
  });

  it('returns a movie by slug with its locations ordered by name', async () => {
    const movie = await createMovie(ds, { title: 'Roman Holiday', imdb_id: 'tt0046250' });
    await createLocation(ds, movie, { name: 'Trevi Fountain' });
    await createLocation(ds, movie, { name: 'Mouth of Truth' });
    await createLocation(ds, movie, { name: 'Spanish Steps' });
    const res = await request(t.app.getHttpServer()).get(`/api/movies/${movie.slug}`).expect(200);
    expect(res.body).toMatchObject({ title: 'Roman Holiday', imdb_id: 'tt0046250' });
    expect(res.body.locations.map((l: { name: string }) => l.name)).toEqual([
      'Mouth of Truth',
      'Spanish Steps',
      'Trevi Fountain',
    ]);
    expect(res.body.locations[0]).not.toHaveProperty('source');
  });

  it('answers 404 for an unknown or malformed slug', async () => {
    await request(t.app.getHttpServer()).get('/api/movies/no-such-movie').expect(404);
    const res = await request(t.app.getHttpServer()).get('/api/movies/Bad%20Slug%3B').expect(404);
    expect(res.body.message).toBe('Movie not found');
  });
});
