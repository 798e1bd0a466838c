import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import robotsParserModule from 'robots-parser';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PhotosService } from '../../server/src/media/photos.service.js';
import { SitemapService } from '../../server/src/sitemap/index.js';
import { SitemapRepository } from '../../server/src/sitemap/sitemap.repository.js';
import { createUser } from '../support/accounts.js';
import { signInAdminAndUser } from '../support/admin-api.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { waitFor, waitForDrainedQueue, writeMovies } from '../support/events.js';
import { createLocation, createMovie, createPage, createSlider } from '../support/factories.js';

/**
 * What a crawler without JavaScript gets (issue 13) and the HTTP status of missing pages (issue 16),
 * over plain HTTP: robots.txt, the sitemap index and its files of at most 50,000 URLs, each page kind's head,
 * JSON-LD and content summary, the escaping of hostile values, and 404 / 410 / redirects.
 */
const APP_URL = 'https://reelatlas.example';
// A CommonJS package whose types declare `export default`: imported from an ES module, its default
// is module.exports itself, the parser function.
const robotsParser = robotsParserModule as unknown as typeof robotsParserModule.default;
const TEMPLATE = [
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />',
  '<title>Discover Movie Filming Locations | ReelAtlas.com</title>',
  '<meta name="description" content="x" /><meta name="keywords" content="x" />',
  '<script type="module" src="/assets/app.js"></script></head>',
  '<body><div id="root"></div></body></html>',
].join('');

describe('crawlers: robots, sitemap, page heads and status codes', () => {
  let t: TestApp;
  let ds: DataSource;
  let clientDir: string;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(os.tmpdir(), 'ra-crawl-'));
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
    writeFileSync(path.join(clientDir, 'assets', 'app.js'), '');
    t = await startTestApp({ CLIENT_DIR: clientDir, APP_URL });
    ds = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  /** The JSON-LD blocks of a page, parsed. */
  const jsonLd = (html: string): Record<string, unknown>[] =>
    [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]) as Record<string, unknown>,
    );
  const meta = (html: string, key: string) =>
    new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
  const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  const title = (html: string) => /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
  const root = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';

  describe('robots.txt', () => {
    it('is text/plain, allows the site, keeps crawlers out of /admin and /api and names the sitemap', async () => {
      const res = await http().get('/robots.txt').expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      const lines = res.text.split('\n');
      expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /api']));
      expect(lines).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
      // A crawler that runs the page's scripts may fetch the public reads those pages make, nothing else.
      expect(lines).toEqual(
        expect.arrayContaining(['Allow: /api/movies', 'Allow: /api/locations/', 'Allow: /api/settings']),
      );
      const allowedApi = lines.filter((line) => line.startsWith('Allow: /api'));
      expect(allowedApi.some((line) => /admin|auth|users|docs/.test(line))).toBe(false);
    });

    /** What a crawler that follows RFC 9309 (longest match, `$`) may fetch, read by robots-parser. */
    const crawler = async () => {
      const robots = robotsParser(`${APP_URL}/robots.txt`, (await http().get('/robots.txt').expect(200)).text);
      return (path: string, agent = 'Googlebot') => robots.isAllowed(`${APP_URL}${path}`, agent);
    };

    it('closes the admin area exactly: pages whose slug only starts with "admin" stay open', async () => {
      const allowed = await crawler();
      for (const path of ['/admin', '/admin/', '/admin/movies', '/admin/settings?tab=ads', '/admin?next=1'])
        expect([path, allowed(path)]).toEqual([path, false]);
      for (const path of ['/administrator-guide', '/admins-picks', '/admin-tips', '/movies/admin-2019'])
        expect([path, allowed(path)]).toEqual([path, true]);
    });

    it('lets image search fetch uploaded photos, and keeps the rest of the API closed', async () => {
      const allowed = await crawler();
      const photo = '/api/media/photos/6f1c2b1e-0000-4000-8000-000000000001/1280.webp';
      expect(allowed(photo, 'Googlebot-Image')).toBe(true);
      expect(allowed(photo)).toBe(true);
      for (const path of ['/api/auth/me', '/api/admin/settings', '/api/docs', '/api/health', '/api/media'])
        expect([path, allowed(path)]).toEqual([path, false]);
      for (const path of ['/api/movies?offset=0&limit=6', '/api/locations/eiffel-tower', '/api/settings'])
        expect([path, allowed(path)]).toEqual([path, true]);
    });

    it('lets crawlers read the sign-in, account and password pages, which tell them not to index', async () => {
      const allowed = await crawler();
      const robotsMeta = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];
      for (const path of ['/login', '/register', '/account', '/forgot-password', '/reset-password?token=abc']) {
        expect([path, allowed(path)]).toEqual([path, true]);
        const html = (await http().get(path).expect(200)).text;
        expect([path, robotsMeta(html)]).toEqual([path, 'noindex']);
        expect([path, canonical(html)]).toEqual([path, undefined]);
      }
      for (const path of ['/verify-email?token=abc', '/confirm-email?token=abc'])
        expect([path, robotsMeta((await http().get(path).expect(200)).text)]).toEqual([path, 'noindex']);
      // Trips are one visitor's plans, and a shared trip's address holds the token that reads it.
      const tripPages = [
        '/trips',
        '/trips/5f0c1c8e-8b1a-4c57-9d0b-0d7b7f9b2a11',
        '/shared-trips/AbCdEfGhIjKlMnOpQrStUvWxYz012345',
      ];
      for (const path of tripPages)
        expect([path, robotsMeta((await http().get(path).expect(200)).text)]).toEqual([path, 'noindex']);
      // Public pages are indexed as before, a CMS page whose slug starts with "admin" included.
      await createPage(ds, { slug: 'administrator-guide', title: 'Administrator Guide', is_published: true });
      for (const path of ['/', '/movies', '/search', '/administrator-guide']) {
        const html = (await http().get(path).expect(200)).text;
        expect([path, robotsMeta(html)]).toEqual([path, undefined]);
      }
    });
  });

  describe('sitemap.xml', () => {
    /** The index's files, and every URL with its lastmod across them. */
    const readSitemap = async () => {
      const index = await http().get('/sitemap.xml').expect(200);
      expect(index.headers['content-type']).toMatch(/^application\/xml/);
      expect(index.text).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
      );
      const files = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      const entries = new Map<string, string | undefined>();
      const perFile = new Map<string, number>();
      for (const file of files) {
        const xml = (await http().get(file.slice(APP_URL.length)).expect(200)).text;
        expect(xml).toMatch(
          /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
        );
        const own = urlEntries(xml);
        perFile.set(file.slice(APP_URL.length), own.size);
        for (const [url, lastmod] of own) entries.set(url, lastmod);
      }
      return { index: index.text, files: files.map((file) => file.slice(APP_URL.length)), perFile, entries };
    };

    it('is an index of files listing the list pages, movies, locations and published pages with their last change', async () => {
      const movie = await createMovie(ds, { title: 'Sitemap Movie' });
      const location = await createLocation(ds, movie, { name: 'Sitemap Place' });
      const page = await createPage(ds, { slug: 'sitemap-about', is_published: true });
      await createPage(ds, { slug: 'sitemap-draft', is_published: false });
      t.app.get(SitemapService).invalidate();

      const { files, entries } = await readSitemap();
      expect(files).toEqual(['/sitemaps/pages-1.xml', '/sitemaps/movies-1.xml', '/sitemaps/locations-1.xml']);
      for (const list of ['/', '/movies', '/map', '/search']) expect(entries.has(`${APP_URL}${list}`)).toBe(true);
      const stamp = async (table: string, id: string) =>
        ((await ds.query(`SELECT updated_at FROM ${table} WHERE id = $1`, [id])) as { updated_at: Date }[])[0]
          .updated_at;
      expect(entries.get(`${APP_URL}/movies/${movie.slug}`)).toBe((await stamp('movies', movie.id)).toISOString());
      expect(entries.get(`${APP_URL}/locations/${location.slug}`)).toBe(
        (await stamp('locations', location.id)).toISOString(),
      );
      expect(entries.get(`${APP_URL}/sitemap-about`)).toBe((await stamp('pages', page.id)).toISOString());
      expect(entries.has(`${APP_URL}/sitemap-draft`)).toBe(false);
      // The list of movies changed when its newest movie did.
      expect(entries.get(`${APP_URL}/movies`)).toBe((await stamp('movies', movie.id)).toISOString());
    });

    it('answers gzipped to crawlers that accept it, with an ETag and 304 on revalidation', async () => {
      const { port } = t.app.getHttpServer().address() as AddressInfo;
      // node:http, not supertest: superagent would decode the body before the test sees it.
      const raw = await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
        get(`http://127.0.0.1:${port}/sitemaps/movies-1.xml`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject),
      );
      expect(raw.headers['content-encoding']).toBe('gzip');
      const plain = await http().get('/sitemaps/movies-1.xml').set('Accept-Encoding', 'identity').expect(200);
      expect(gunzipSync(raw.body).toString()).toBe(plain.text);
      expect(plain.headers.etag).toBe(raw.headers.etag);
      await http().get('/sitemaps/movies-1.xml').set('If-None-Match', plain.headers.etag!).expect(304);
    });

    it('is built once per data version: reads between writes share a build, any write starts a new one', async () => {
      await waitForDrainedQueue(t.app); // no earlier test's job writes meanwhile
      const reads = jest.spyOn(t.app.get(SitemapRepository), 'stampsAfter');
      try {
        await http().get('/sitemap.xml').expect(200); // built (or already built) for this version
        reads.mockClear();
        await http().get('/sitemap.xml').expect(200);
        await http().get('/sitemaps/movies-1.xml').expect(200);
        expect(reads).toHaveBeenCalledTimes(0);
        // Written straight to the table, no domain event: the data version moves on all the same.
        const quiet = await createMovie(ds, { title: 'Quiet Movie' });
        expect((await http().get('/sitemaps/movies-1.xml').expect(200)).text).toContain(`/movies/${quiet.slug}<`);
        expect(reads).toHaveBeenCalled();
        // Written by a service with its event.
        const [id] = await writeMovies(t.app, 1);
        const [{ slug }] = (await ds.query(`SELECT slug FROM movies WHERE id = $1`, [id])) as { slug: string }[];
        expect((await http().get('/sitemaps/movies-1.xml').expect(200)).text).toContain(`/movies/${slug}<`);
      } finally {
        reads.mockRestore();
      }
    });

    it('splits a section into files of at most 50,000 URLs, read a batch at a time', async () => {
      const movie = await createMovie(ds, { title: 'Many Places' });
      await ds.query(
        `INSERT INTO locations (slug, movie_id, name, latitude, longitude)
         SELECT 'bulk-place-' || n, $1, 'Bulk place ' || n, 0, 0 FROM generate_series(1, 50010) AS n`,
        [movie.id],
      );
      t.app.get(SitemapService).invalidate();
      try {
        // 50,010 more URLs can take the build past the two seconds a request waits for it: the previous
        // sitemap answers until the new one is ready (sitemap-cache.ts).
        let sitemap = await readSitemap();
        await waitFor(
          async () => (sitemap = await readSitemap()).files.includes('/sitemaps/locations-2.xml'),
          60_000,
          'the sitemap built with the new places',
        );
        const { index, files, perFile, entries } = sitemap;
        expect(files.filter((file) => file.startsWith('/sitemaps/locations-'))).toEqual([
          '/sitemaps/locations-1.xml',
          '/sitemaps/locations-2.xml',
        ]);
        expect(index).toMatch(/<sitemap><loc>[^<]+<\/loc><lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod><\/sitemap>/);
        expect(perFile.get('/sitemaps/locations-1.xml')).toBe(50_000);
        const count = async (sql: string) => Number(((await ds.query(sql)) as { n: string }[])[0].n);
        expect(perFile.get('/sitemaps/locations-2.xml')).toBe(
          (await count('SELECT count(*) AS n FROM locations')) - 50_000,
        );
        expect(entries.size).toBe(
          (await count(
            `SELECT (SELECT count(*) FROM movies) + (SELECT count(*) FROM locations) + (SELECT count(*) FROM pages WHERE is_published) AS n`,
          )) + 4,
        );
        expect(entries.has(`${APP_URL}/locations/bulk-place-50010`)).toBe(true);
        await http().get('/sitemaps/locations-3.xml').expect(404);
      } finally {
        await ds.query(`DELETE FROM locations WHERE slug LIKE 'bulk-place-%'`);
        t.app.get(SitemapService).invalidate();
      }
    }, 120_000); // 50,010 rows written, read back and deleted: well over a minute on a busy two-core machine
  });

  describe('page heads', () => {
    it('a movie: SPEC title, description, canonical, share card, Movie JSON-LD with its places, and its content', async () => {
      const movie = await createMovie(ds, {
        title: 'Head Movie',
        description: 'D'.repeat(200),
        poster_url: '/posters/head.jpg',
        imdb_id: 'tt0000001',
      });
      const place = await createLocation(ds, movie, { name: 'Head Place', latitude: 51.5, longitude: -0.12 });
      const res = await http().get(`/movies/${movie.slug}`).expect(200);
      const html = res.text;
      expect(title(html)).toBe('Head Movie | ReelAtlas.com');
      expect(meta(html, 'description')).toBe('D'.repeat(160));
      expect(canonical(html)).toBe(`${APP_URL}/movies/${movie.slug}`);
      expect(meta(html, 'og:title')).toBe('Head Movie | ReelAtlas.com');
      expect(meta(html, 'og:type')).toBe('video.movie');
      expect(meta(html, 'og:url')).toBe(`${APP_URL}/movies/${movie.slug}`);
      expect(meta(html, 'og:image')).toBe(`${APP_URL}/posters/head.jpg`);
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'twitter:image')).toBe(`${APP_URL}/posters/head.jpg`);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);

      const [data] = jsonLd(html);
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Movie',
        name: 'Head Movie',
        url: `${APP_URL}/movies/${movie.slug}`,
        image: `${APP_URL}/posters/head.jpg`,
        director: { '@type': 'Person', name: 'A. Director' },
        dateCreated: '2001',
        sameAs: 'https://www.imdb.com/title/tt0000001/',
        locationCreated: [
          {
            '@type': 'Place',
            name: 'Head Place',
            url: `${APP_URL}/locations/${place.slug}`,
            geo: { '@type': 'GeoCoordinates', latitude: 51.5, longitude: -0.12 },
            address: { '@type': 'PostalAddress', addressLocality: 'Paris', addressCountry: 'France' },
          },
        ],
      });
      const body = root(html);
      expect(body).toContain('<h1>Head Movie</h1>');
      expect(body).toContain('Director: A. Director');
      expect(body).toContain(`<a href="/locations/${place.slug}">Head Place</a>`);
      expect(body).toContain(`<a href="/map?movie=${movie.slug}">`);
      // The hero's picture (no backdrop: the poster), drawn with the first paint.
      expect(body).toContain('<section class="ssr-hero"><img src="/posters/head.jpg" alt=""');
    });

    it('a location: TouristAttraction with geo and, with reviews, aggregateRating; its content links its movie', async () => {
      const movie = await createMovie(ds, { title: 'Rated Movie' });
      const place = await createLocation(ds, movie, {
        name: 'Rated Place',
        description: 'A bridge over a river.',
        scene_description: 'The chase.',
        image_url: 'https://images.example/bridge.jpg',
      });
      const unrated = await createLocation(ds, movie, { name: 'Unrated Place' });
      for (const rating of [4, 5]) {
        const user = await createUser(ds);
        await ds.query(
          `INSERT INTO reviews (location_id, user_id, rating, content, visited_at) VALUES ($1, $2, $3, 'A fine visit there.', '2024-01-01')`,
          [place.id, user.id, rating],
        );
      }
      const html = (await http().get(`/locations/${place.slug}`).expect(200)).text;
      expect(title(html)).toBe('Rated Place – Rated Movie | ReelAtlas.com');
      expect(meta(html, 'description')).toBe('A bridge over a river.');
      expect(canonical(html)).toBe(`${APP_URL}/locations/${place.slug}`);
      expect(meta(html, 'og:image')).toBe('https://images.example/bridge.jpg');
      expect(jsonLd(html)[0]).toMatchObject({
        '@type': ['TouristAttraction', 'Place'],
        name: 'Rated Place',
        geo: { '@type': 'GeoCoordinates', latitude: 48.8584, longitude: 2.2945 },
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5 },
        subjectOf: { '@type': 'Movie', name: 'Rated Movie', url: `${APP_URL}/movies/${movie.slug}` },
      });
      const body = root(html);
      expect(body).toContain('<h1>Rated Place</h1>');
      expect(body).toContain(`<a href="/movies/${movie.slug}">Rated Movie</a>`);
      expect(body).toContain('Rated 4.5 out of 5 from 2 reviews');
      expect(body).toContain(
        '<figure class="ssr-picture"><img src="https://images.example/bridge.jpg" alt="Rated Place" width="1200" height="800"',
      );

      const plain = jsonLd((await http().get(`/locations/${unrated.slug}`).expect(200)).text)[0];
      expect(plain).not.toHaveProperty('aggregateRating');
      expect(plain).toHaveProperty('geo');
    });

    it('a place and a movie carry their uploaded photo (or poster) as image, with its size and credit', async () => {
      const bytes = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#357' } })
        .jpeg()
        .toBuffer();
      const credit = { alt: 'The bridge at dawn', author: 'Jane Doe', licence: 'CC BY-SA 4.0', source_url: null };
      const photos = t.app.get(PhotosService);
      const [placePhoto, poster] = [await photos.upload(bytes, credit, null), await photos.upload(bytes, credit, null)];
      const movie = await createMovie(ds, { title: 'Photo Movie', poster_url: '/posters/old.jpg' });
      const place = await createLocation(ds, movie, { name: 'Photo Place', image_url: null });
      await ds.query(`UPDATE locations SET photo_id = $1 WHERE id = $2`, [placePhoto.id, place.id]);
      await ds.query(`UPDATE movies SET poster_photo_id = $1 WHERE id = $2`, [poster.id, movie.id]);
      const imageOf = (photo: { src: string }) => ({
        '@type': 'ImageObject',
        contentUrl: `${APP_URL}${photo.src}`,
        url: `${APP_URL}${photo.src}`,
        width: 1600,
        height: 1000,
        caption: 'The bridge at dawn',
        creditText: 'Jane Doe',
      });

      const placeLd = jsonLd((await http().get(`/locations/${place.slug}`).expect(200)).text)[0];
      expect(placeLd.image).toMatchObject(imageOf(placePhoto));
      const movieLd = jsonLd((await http().get(`/movies/${movie.slug}`).expect(200)).text)[0];
      // The uploaded poster, which the page shows instead of poster_url.
      expect(movieLd.image).toMatchObject(imageOf(poster));
      expect(movieLd.locationCreated).toEqual([
        expect.objectContaining({ image: expect.objectContaining(imageOf(placePhoto)) }),
      ]);

      // Without an upload, the image URL; without either, no image (the generated picture is an SVG).
      const plain = await createLocation(ds, movie, { name: 'Linked Place', image_url: '/images/linked.jpg' });
      const bare = await createLocation(ds, movie, { name: 'Bare Place', image_url: null });
      expect(jsonLd((await http().get(`/locations/${plain.slug}`).expect(200)).text)[0].image).toBe(
        `${APP_URL}/images/linked.jpg`,
      );
      expect(jsonLd((await http().get(`/locations/${bare.slug}`).expect(200)).text)[0]).not.toHaveProperty('image');
    });

    it('a CMS page: its title, the first 160 characters of its text as description, and its content', async () => {
      const text = 'Words '.repeat(60);
      const page = await createPage(ds, {
        title: 'About Us',
        slug: 'about-head',
        content: `<h2>Who</h2><p>${text}</p>`,
      });
      const html = (await http().get('/about-head').expect(200)).text;
      expect(title(html)).toBe('About Us | ReelAtlas.com');
      expect(meta(html, 'description')).toBe(`Who ${text}`.slice(0, 160));
      expect(canonical(html)).toBe(`${APP_URL}/${page.slug}`);
      expect(root(html)).toContain('<h1>About Us</h1>');
      expect(root(html)).toContain('<h2>Who</h2>');
    });

    it('the list pages: home, /movies, /search and /map carry their titles, canonical URL and links', async () => {
      const movie = await createMovie(ds, { title: 'Newest Listed Movie', created_at: new Date(Date.now() + 60_000) });
      const home = (await http().get('/').expect(200)).text;
      expect(title(home)).toBe('Discover Movie Filming Locations | ReelAtlas.com');
      expect(canonical(home)).toBe(`${APP_URL}/`);
      expect(jsonLd(home)[0]).toMatchObject({ '@type': 'WebSite', url: `${APP_URL}/` });
      expect(root(home)).toContain(`<a href="/movies/${movie.slug}">Newest Listed Movie</a>`);

      const list = (await http().get('/movies').expect(200)).text;
      expect(title(list)).toBe('Movies | ReelAtlas.com');
      expect(canonical(list)).toBe(`${APP_URL}/movies`);
      expect(root(list)).toContain('<h1>Browse Movies</h1>');
      expect(root(list)).toContain(
        `<a href="/movies/${movie.slug}"><img src="/images/fallback-poster.svg" alt="Poster for Newest Listed Movie"`,
      );
      expect(root(list)).toContain('<span>Newest Listed Movie (2001)</span>');
      expect(jsonLd(list)[0]).toMatchObject({ '@type': 'ItemList' });

      const search = (await http().get('/search?q=paris').expect(200)).text;
      expect(title(search)).toBe('Search | ReelAtlas.com');
      expect(canonical(search)).toBe(`${APP_URL}/search`);

      const map = (await http().get('/map').expect(200)).text;
      expect(title(map)).toBe('Interactive Map | ReelAtlas.com');
      expect(meta(map, 'description')).toBe('Explore every movie filming location on an interactive world map.');
    });

    it('escapes hostile values: no title can close the JSON-LD script or open markup', async () => {
      const hostile = `</script><script>alert(1)</script><!-- "quoted" & 'single' <b>`;
      const movie = await createMovie(ds, { title: hostile, description: hostile, director: hostile });
      await createLocation(ds, movie, { name: hostile });
      const html = (await http().get(`/movies/${movie.slug}`).expect(200)).text;
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<b>');
      expect(html).not.toContain('<!-- "quoted"');
      // Exactly the template's script, one JSON-LD block and the page's data block.
      expect(html.match(/<script\b/g)).toHaveLength(3);
      expect(jsonLd(html)[0]).toMatchObject({ name: hostile, director: { name: hostile } });
      const data = /<script[^>]*id="page-data">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
      expect(JSON.parse(data)[`/api/movies/${movie.slug}`]).toMatchObject({ title: hostile, director: hostile });
      expect(title(html)).toBe(
        `${hostile.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')} | ReelAtlas.com`,
      );
      expect(root(html)).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
    });
    it('home and /movies come with the API answers their first render reads (no skeletons, no round trip)', async () => {
      await createMovie(ds, { title: 'Embedded Movie' });
      if ((await http().get('/api/sliders/home_hero')).status === 404)
        await createSlider(ds, 'home_hero', [{ title: 'Embedded slide' }]);
      const pageData = (html: string) =>
        JSON.parse(/<script[^>]*id="page-data">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as Record<string, unknown>;
      const api = async (path: string) => (await http().get(path).expect(200)).body as unknown;

      const home = pageData((await http().get('/').expect(200)).text);
      expect(Object.keys(home).sort()).toEqual(['/api/movies?offset=0&limit=6', '/api/sliders/home_hero']);
      expect(home['/api/movies?offset=0&limit=6']).toEqual(await api('/api/movies?offset=0&limit=6'));
      expect(home['/api/sliders/home_hero']).toEqual(await api('/api/sliders/home_hero'));

      const list = pageData((await http().get('/movies').expect(200)).text);
      expect(list['/api/movies?offset=0&limit=50']).toEqual(await api('/api/movies?offset=0&limit=50'));
      expect((list['/api/movies?offset=0&limit=50'] as { items: { title: string }[] }).items).toContainEqual(
        expect.objectContaining({ title: 'Embedded Movie' }),
      );
    });
    it('/map comes with its config and the overview of its first view, following an edit on the next request', async () => {
      const pageData = async () =>
        JSON.parse(
          /<script[^>]*id="page-data">([^<]*)<\/script>/.exec((await http().get('/map').expect(200)).text)?.[1] ?? '{}',
        ) as Record<string, { count?: number }>;
      const api = async (path: string) => (await http().get(path).expect(200)).body as unknown;
      const data = await pageData();
      expect(Object.keys(data).sort()).toEqual(['/api/map/config', '/api/map/overview']);
      // The preview's basemap picture is asked for with the page, not after its first render.
      expect((await http().get('/map').expect(200)).text).toContain(
        '<link rel="preload" as="fetch" crossorigin href="/api/map/basemap/style.json" fetchpriority="low" />',
      );
      expect(data['/api/map/config']).toEqual(await api('/api/map/config'));
      expect(data['/api/map/overview']).toEqual(await api('/api/map/overview'));

      const movie = await createMovie(ds, { title: 'Overview Film' });
      await createLocation(ds, movie, { name: 'Overview Place', latitude: -33.86, longitude: 151.21 });
      expect((await pageData())['/api/map/overview'].count).toBe(data['/api/map/overview'].count! + 1);
    });
  });

  describe('HTTP status of missing pages (issue 16)', () => {
    it('an unknown movie or location answers 404 with the not-found state at the same URL', async () => {
      const movie = await http().get('/movies/no-such-movie').expect(404);
      expect(movie.headers['content-type']).toMatch(/^text\/html/);
      expect(title(movie.text)).toBe('Movie Not Found | ReelAtlas.com');
      expect(root(movie.text)).toContain('<h1>Movie Not Found</h1>');
      expect(root(movie.text)).toContain('<a href="/movies">Browse All Movies</a>');
      expect(canonical(movie.text)).toBeUndefined();

      const location = await http().get('/locations/no-such-place').expect(404);
      expect(title(location.text)).toBe('Location Not Found | ReelAtlas.com');
      expect(root(location.text)).toContain('<a href="/movies">Browse Movies</a>');
    });

    it('a deleted movie or location answers 410 Gone, at its current and its old slugs', async () => {
      const { admin } = await signInAdminAndUser(t.app);
      const movie = await createMovie(ds, { title: 'Doomed Movie' });
      const place = await createLocation(ds, movie, { name: 'Doomed Place' });
      const lone = await createLocation(ds, await createMovie(ds), { name: 'Lone Place' });
      await ds.query(`INSERT INTO slug_redirects (entity, old_slug, target_id) VALUES ('movie', $1, $2)`, [
        'doomed-old-slug',
        movie.id,
      ]);
      await http().get('/movies/doomed-old-slug').expect(301);

      await http().delete(`/api/admin/locations/${lone.id}`).set('Authorization', admin.auth).expect(204);
      await http().delete(`/api/admin/movies/${movie.id}`).set('Authorization', admin.auth).expect(204);

      const gone = await http().get(`/movies/${movie.slug}`).expect(410);
      expect(root(gone.text)).toContain('<h1>Movie Not Found</h1>');
      await http().get('/movies/doomed-old-slug').expect(410);
      // The movie's locations went with it.
      await http().get(`/locations/${place.slug}`).expect(410);
      const loneGone = await http().get(`/locations/${lone.slug}`).expect(410);
      expect(root(loneGone.text)).toContain('<h1>Location Not Found</h1>');

      // A new row that takes the slug again is simply found.
      await createMovie(ds, { title: 'Reborn', slug: movie.slug });
      await http().get(`/movies/${movie.slug}`).expect(200);
    });

    it('a missing or unpublished CMS page redirects to /404 from the server; /404 answers 404', async () => {
      await createPage(ds, { slug: 'hidden-draft', is_published: false });
      for (const url of ['/no-such-page', '/hidden-draft', '/Not_A_Slug', '/favicon.ico']) {
        const res = await http().get(url).expect(302);
        expect(res.headers.location).toBe('/404');
      }
      const notFound = await http().get('/404').expect(404);
      expect(title(notFound.text)).toBe('Page Not Found | ReelAtlas.com');
      expect(root(notFound.text)).toContain('<h1>Page Not Found</h1>');
    });

    it('unknown multi-segment paths still get the app, which goes to / (SPEC: any unknown path)', async () => {
      const res = await http().get('/some/unknown/path').expect(200);
      expect(title(res.text)).toBe('Discover Movie Filming Locations | ReelAtlas.com');
    });
  });
});

/** `<loc>` → `<lastmod>` of a urlset. */
function urlEntries(xml: string): Map<string, string | undefined> {
  return new Map(
    [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => [m[1], m[2]]),
  );
}
