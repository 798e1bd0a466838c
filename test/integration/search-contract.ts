import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { Location } from '../../server/src/locations/location.entity.js';
import { Movie } from '../../server/src/movies/movie.entity.js';
import { SearchDocumentsRepository } from '../../server/src/search/search-documents.repository.js';
import { PhotosService } from '../../server/src/media/photos.service.js';
import { SearchService } from '../../server/src/search/search.service.js';
import type { SearchAdapter, SearchQuery } from '../../server/src/search/search.types.js';
import { createUser } from '../support/accounts.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createLocation, createMovie } from '../support/factories.js';

export interface ContractAdapter {
  adapter: SearchAdapter;
  /** Removes what the adapter created outside the test database (e.g. Meilisearch indexes). */
  dispose?(): Promise<void>;
}

/**
 * The behaviour every search adapter must show (ARCHITECTURE: one port, two adapters).
 * Rows are written straight to the database, then synced the way the event handlers do.
 */
export function searchContract(name: string, createAdapter: (db: DataSource) => ContractAdapter): void {
  describe(`search contract: ${name}`, () => {
    let t: TestApp;
    let ds: DataSource;
    let search: SearchService;
    let dispose: (() => Promise<void>) | undefined;
    const movies: Record<string, Movie> = {};
    const spots: Record<string, Location> = {};

    const find = (q: string, extra: Partial<SearchQuery> = {}) =>
      search.search({ q, tab: 'all', limit: 20, offset: 0, ...extra });
    const titles = async (q: string, extra: Partial<SearchQuery> = {}) =>
      (await find(q, extra)).movies.hits.map((h) => h.title);
    const places = async (q: string, extra: Partial<SearchQuery> = {}) =>
      (await find(q, extra)).locations.hits.map((h) => h.name);

    beforeAll(async () => {
      t = await startTestApp();
      ds = t.app.get(DataSource);
      const created = createAdapter(ds);
      dispose = created.dispose;
      search = new SearchService(created.adapter, new SearchDocumentsRepository(ds), t.app.get(PhotosService));
      await search.onModuleInit();
      movies.godfather = await createMovie(ds, {
        title: 'The Godfather',
        year: 1972,
        director: 'Francis Ford Coppola',
        description: 'The aging patriarch of a crime dynasty hands control to his reluctant son.',
      });
      movies.part2 = await createMovie(ds, {
        title: 'The Godfather Part II',
        year: 1974,
        director: 'Francis Ford Coppola',
        description: 'The early life of Vito Corleone in Sicily and New York.',
      });
      movies.doc = await createMovie(ds, {
        title: 'Hearts of Darkness',
        year: 1991,
        director: 'Fax Bahr',
        description: 'A documentary that mentions the godfather of modern cinema.',
      });
      movies.amelie = await createMovie(ds, {
        title: 'Amélie',
        year: 2001,
        director: 'Jean-Pierre Jeunet',
        description: 'A shy waitress in Montmartre decides to change the lives of those around her.',
      });
      movies.roman = await createMovie(ds, {
        title: 'Roman Holiday',
        year: 1953,
        director: 'William Wyler',
        description: 'A princess escapes her duties in Rome.',
      });
      await createLocation(ds, movies.amelie, {
        name: 'Café des 2 Moulins',
        city: 'Paris',
        country: 'France',
        description: 'The café where she works.',
      });
      await createLocation(ds, movies.godfather, {
        name: 'Bar Vitelli',
        city: 'Savoca',
        country: 'Italy',
        description: 'Michael asks for Apollonia.',
      });
      spots.trevi = await createLocation(ds, movies.roman, {
        name: 'Trevi Fountain',
        city: 'Rome',
        country: 'Italy',
        description: 'A baroque fountain.',
      });
      spots.bocca = await createLocation(ds, movies.roman, {
        name: 'Bocca della Verità',
        city: 'Rome',
        country: 'Italy',
        description: 'The Mouth of Truth.',
      });
      for (const movie of Object.values(movies)) await search.syncMovie(movie.id);
    });

    afterAll(async () => {
      await dispose?.();
      await t.close();
    });

    it('finds a title with one typo in a word of 5+ letters ("Godfahter")', async () => {
      expect(await titles('Godfahter')).toContain('The Godfather');
    });

    it('finds by prefix as the visitor types', async () => {
      expect(await titles('godf')).toEqual(expect.arrayContaining(['The Godfather', 'The Godfather Part II']));
      expect(await titles('rom')).toContain('Roman Holiday');
    });

    it('requires every word of a multi-word query', async () => {
      expect(await titles('godfather part')).toEqual(['The Godfather Part II']);
      expect(await places('trevi rome')).toEqual(['Trevi Fountain']);
    });

    it('leaves out words that sink a query (match=last) and names them; match=all keeps every word', async () => {
      const relaxed = await find('godfather part xyzzyq');
      expect(relaxed.movies.hits.map((h) => h.title)).toEqual(['The Godfather Part II']);
      expect(relaxed.ignored_words).toEqual(['xyzzyq']);
      const midway = await find('godfather qwxz part');
      expect(midway.movies.hits.map((h) => h.title)).toEqual(['The Godfather Part II']);
      expect(midway.ignored_words).toEqual(['qwxz']);
      const exact = await find('godfather part xyzzyq', { match: 'all' });
      expect(exact.movies.total + exact.locations.total).toBe(0);
      expect(exact.ignored_words).toEqual([]);
      expect((await find('godfather part')).ignored_words).toEqual([]);
    });

    it('suggests the nearest titles and places when nothing matches at all ("Did you mean")', async () => {
      const result = await find('godfaaaather');
      expect(result.movies.total + result.locations.total).toBe(0);
      expect(result.suggestions[0]).toEqual({ kind: 'movie', text: 'The Godfather', slug: movies.godfather.slug });
      expect((await find('godfather')).suggestions).toEqual([]);
    });

    it('ignores accents both ways', async () => {
      expect(await titles('amelie')).toEqual(['Amélie']);
      expect(await places('verita')).toEqual(['Bocca della Verità']);
    });

    it('matches movies by director and description (SPEC §7)', async () => {
      expect(await titles('coppola')).toHaveLength(2);
      expect(await titles('montmartre')).toEqual(['Amélie']);
    });

    it('filters movies by year', async () => {
      expect(await titles('godfather', { year: 1974 })).toEqual(['The Godfather Part II']);
      expect(await titles('godfather', { year: 2000 })).toEqual([]);
    });

    it('filters locations by country, ignoring case and accents', async () => {
      expect(await places('cafe', { country: 'FRANCE' })).toEqual(['Café des 2 Moulins']);
      expect(await places('cafe', { country: 'Italy' })).toEqual([]);
      expect((await places('rome', { country: 'ítaly' })).sort()).toEqual(['Bocca della Verità', 'Trevi Fountain']);
    });

    it("finds locations by their movie's title and carries the movie", async () => {
      const result = await find('amelie', { tab: 'locations' });
      expect(result.movies.total).toBe(0);
      expect(result.locations.hits).toHaveLength(1);
      expect(result.locations.hits[0]).toMatchObject({ name: 'Café des 2 Moulins', city: 'Paris', country: 'France' });
      expect(result.locations.hits[0].movie).toMatchObject({ title: 'Amélie', slug: movies.amelie.slug, year: 2001 });
    });

    it('ranks the exact title first, title matches before description matches', async () => {
      const ranked = await titles('godfather');
      expect(ranked[0]).toBe('The Godfather');
      expect(ranked.indexOf('Hearts of Darkness')).toBeGreaterThan(ranked.indexOf('The Godfather Part II'));
      expect((await titles('the godfather part ii'))[0]).toBe('The Godfather Part II');
    });

    it('highlights matches in escaped HTML', async () => {
      const amelie = (await find('amelie')).movies.hits[0];
      expect(amelie.highlight.title).toBe('<mark>Amélie</mark>');
      const html = await createMovie(ds, { title: 'Gangster <b>Noir</b> & Co', year: 1950 });
      await search.syncMovie(html.id);
      const hit = (await find('gangster')).movies.hits[0];
      expect(hit.highlight.title).toContain('&lt;b&gt;');
      expect(hit.highlight.title).toContain('&amp;');
      expect(hit.highlight.title).toMatch(/^<mark>Gangster<\/mark>/);
    });

    it('reports totals and pages with limit and offset', async () => {
      const first = await find('coppola', { limit: 1 });
      const second = await find('coppola', { limit: 1, offset: 1 });
      expect(first.movies.total).toBe(2);
      expect(first.movies.hits).toHaveLength(1);
      expect(second.movies.hits[0].id).not.toBe(first.movies.hits[0].id);
    });

    it('returns nothing for an empty query and honours the tab', async () => {
      expect(await find('   ')).toEqual({
        movies: { hits: [], total: 0 },
        locations: { hits: [], total: 0 },
        ignored_words: [],
        suggestions: [],
      });
      expect((await find('rome', { tab: 'movies' })).locations.total).toBe(0);
    });

    it('carries rating and review count after a review, sorts best rated first and filters by rating', async () => {
      const review = async (location: Location, rating: number) => {
        const user = await createUser(ds);
        await ds.query(
          `INSERT INTO reviews (location_id, user_id, rating, content, visited_at) VALUES ($1, $2, $3, 'Worth the trip.', '2024-05-01')`,
          [location.id, user.id, rating],
        );
      };
      await review(spots.trevi, 5);
      await review(spots.trevi, 4);
      await review(spots.bocca, 3);
      // What the review.saved handler (search.sync-location-rating) does.
      await search.syncLocation(spots.trevi.id);
      await search.syncLocation(spots.bocca.id);

      // Equally relevant hits; their order without sort=rating is the adapter's own.
      const byRelevance = (await find('rome', { tab: 'locations' })).locations.hits;
      expect(byRelevance.map((h) => [h.name, h.rating_average, h.review_count]).sort()).toEqual([
        ['Bocca della Verità', 3, 1],
        ['Trevi Fountain', 4.5, 2],
      ]);
      expect(await places('rome', { sort: 'rating' })).toEqual(['Trevi Fountain', 'Bocca della Verità']);
      expect(await places('rome', { minRating: 4 })).toEqual(['Trevi Fountain']);
      const unrated = (await find('cafe')).locations.hits[0];
      expect(unrated).toMatchObject({ rating_average: null, review_count: 0 });
    });

    it("follows a movie's new title into its locations' documents", async () => {
      await ds.getRepository(Movie).update(movies.roman.id, { title: 'Vacanze Romane' });
      await search.syncMovie(movies.roman.id);
      expect(await places('vacanze')).toEqual(expect.arrayContaining(['Trevi Fountain']));
      expect(await titles('vacanze')).toEqual(['Vacanze Romane']);
    });

    it('drops deleted locations and movies (with their locations)', async () => {
      const extra = await createLocation(ds, movies.amelie, {
        name: 'Canal Saint-Martin',
        city: 'Paris',
        country: 'France',
      });
      await search.syncLocation(extra.id);
      expect(await places('canal')).toEqual(['Canal Saint-Martin']);
      await ds.getRepository(Location).delete(extra.id);
      await search.removeLocation(extra.id);
      expect(await places('canal')).toEqual([]);

      await ds.getRepository(Movie).delete(movies.godfather.id);
      await search.removeMovie(movies.godfather.id);
      expect(await titles('godfather')).not.toContain('The Godfather');
      expect(await places('vitelli')).toEqual([]);
    });

    it('gives the same answers after repeated syncs and a full reindex (idempotent)', async () => {
      const before = await find('rome');
      for (const movie of Object.values(movies)) await search.syncMovie(movie.id);
      await search.syncMovie(movies.amelie.id);
      await search.removeMovie(movies.godfather.id);
      const progress = await search.reindex();
      await search.reindex();
      expect(progress.done).toBe(progress.total);
      const after = await find('rome');
      expect(after.locations.total).toBe(before.locations.total);
      expect(after.movies.hits.map((h) => h.id)).toEqual(before.movies.hits.map((h) => h.id));
    });
  });
}
