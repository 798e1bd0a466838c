import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../support/app.js';
import { createLocation, createMovie } from '../support/factories.js';

/** A place without a photo gets a picture of its own: its surroundings, the spot, its name. */
describe('GET /api/locations/:slug/place.svg', () => {
  let t: TestApp;
  let ds: DataSource;
  const http = () => request(t.app.getHttpServer());
  /** The SVG as text (supertest buffers only text/* and JSON as text by itself). */
  const svgOf = async (slug: string, file = 'place.svg') => {
    const res = await http()
      .get(`/api/locations/${slug}/${file}`)
      .buffer(true)
      .parse((response, done) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => done(null, body));
      })
      .expect(200);
    return { headers: res.headers, text: res.body as string };
  };

  beforeAll(async () => {
    t = await startTestApp();
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  it('draws the place with its name, city and country, cacheable', async () => {
    const movie = await createMovie(ds, { title: 'Amélie', year: 2001 });
    const location = await createLocation(ds, movie, {
      name: 'Café des 2 Moulins',
      city: 'Paris',
      country: 'France',
      latitude: 48.8848,
      longitude: 2.3335,
    });
    const res = await svgOf(location.slug);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toContain('max-age=86400');
    const svg = res.text;
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('>Café des 2 Moulins</text>');
    expect(svg).toContain('>Paris, France</text>');
    expect(svg).toContain('48.8848° N, 2.3335° E');
    // The country shapes around it are drawn (France and its neighbours: many path points).
    expect(svg.match(/L/g)!.length).toBeGreaterThan(500);
    expect(svg).not.toMatch(/<script|<style|on\w+=/i);
  });

  it('draws the labelled picture at 3:2, as the location page shows it, and a square thumbnail without text', async () => {
    const movie = await createMovie(ds, { title: 'The Godfather', year: 1972 });
    const location = await createLocation(ds, movie, {
      name: "Basilica of St. Patrick's Old Cathedral",
      city: 'New York',
      country: 'United States',
      latitude: 40.7235,
      longitude: -73.9954,
    });
    const labelled = (await svgOf(location.slug)).text;
    expect(labelled).toContain('viewBox="0 0 600 400"');
    expect(labelled).toContain('>Basilica of St. Patrick&#39;s Old</text>');
    expect(labelled).toContain('>Cathedral</text>');
    const thumbnail = await svgOf(location.slug, 'place-thumbnail.svg');
    expect(thumbnail.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(thumbnail.headers['cache-control']).toContain('max-age=86400');
    expect(thumbnail.text).toContain('viewBox="0 0 400 400"');
    expect(thumbnail.text).not.toContain('<text');
    // Still this place's picture: its name for screen readers, the land around it and the spot.
    expect(thumbnail.text).toContain(`aria-label="Map of Basilica of St. Patrick&#39;s Old Cathedral, New York`);
    expect(thumbnail.text.match(/L/g)!.length).toBeGreaterThan(200);
    expect(thumbnail.text).toContain('<circle cx="200.0" cy="200.0"');
  });

  it('gives two places two different pictures', async () => {
    const movie = await createMovie(ds, { title: 'Lost in Translation', year: 2003 });
    const tokyo = await createLocation(ds, movie, {
      name: 'Shibuya Crossing',
      city: 'Tokyo',
      country: 'Japan',
      latitude: 35.6595,
      longitude: 139.7005,
    });
    const kyoto = await createLocation(ds, movie, {
      name: 'Nanzen-ji Temple',
      city: 'Kyoto',
      country: 'Japan',
      latitude: 35.0113,
      longitude: 135.7944,
    });
    const [a, b] = await Promise.all([svgOf(tokyo.slug), svgOf(kyoto.slug)]);
    expect(a.text).not.toEqual(b.text);
  });

  it('escapes every text, so a hostile name cannot become markup', async () => {
    const movie = await createMovie(ds, { title: 'Hostile', year: 2020 });
    const location = await createLocation(ds, movie, {
      name: '</text><script>alert(1)</script> & "quotes"',
      city: '<b>City</b>',
      country: 'Nowhere',
      latitude: -33.86,
      longitude: 151.21,
    });
    const svg = (await svgOf(location.slug)).text;
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('&amp; &quot;quotes&quot;');
  });

  it('draws a place near the antimeridian and at high latitude', async () => {
    const movie = await createMovie(ds, { title: 'Far Away', year: 2021 });
    const fiji = await createLocation(ds, movie, {
      name: 'Taveuni',
      country: 'Fiji',
      latitude: -16.85,
      longitude: 179.95,
    });
    const svalbard = await createLocation(ds, movie, {
      name: 'Longyearbyen',
      country: 'Norway',
      latitude: 78.22,
      longitude: 15.65,
    });
    for (const place of [fiji, svalbard]) {
      const svg = (await svgOf(place.slug)).text;
      expect(svg).not.toMatch(/NaN|Infinity/);
    }
  });

  it('answers 404 for an unknown place and 301 to the current picture for an old slug', async () => {
    await http().get('/api/locations/no-such-place/place.svg').expect(404);
    await http().get('/api/locations/NOT_A_SLUG/place.svg').expect(404);
    const movie = await createMovie(ds, { title: 'Renamed', year: 2022 });
    const location = await createLocation(ds, movie, { name: 'Old Name' });
    await ds.query(
      `INSERT INTO slug_redirects (entity, old_slug, target_id) VALUES ('location', 'old-place-name', $1)`,
      [location.id],
    );
    const res = await http().get('/api/locations/old-place-name/place.svg').expect(301);
    expect(res.headers.location).toBe(`/api/locations/${location.slug}/place.svg`);
    const thumbnail = await http().get('/api/locations/old-place-name/place-thumbnail.svg').expect(301);
    expect(thumbnail.headers.location).toBe(`/api/locations/${location.slug}/place-thumbnail.svg`);
    await http().get('/api/locations/no-such-place/place-thumbnail.svg').expect(404);
  });
});
