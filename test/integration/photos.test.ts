import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PhotosService } from '../../server/src/media/photos.service.js';
import { LocalMediaStorage } from '../../server/src/media/local-media-storage.js';
import type { MediaStorage } from '../../server/src/media/media-storage.port.js';
import { adminHeaders } from '../support/auth.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { rawBody } from '../support/raw-body.js';
import { createLocation, createMovie } from '../support/factories.js';

const credit = {
  alt: 'The steps at dusk',
  author: 'Jane Doe',
  licence: 'CC BY-SA 4.0',
  source_url: 'https://example.org/p',
};

/** A real JPEG of `width` × `height` whose EXIF carries a GPS position and an orientation. */
function jpegWithGps(width = 2400, height = 1600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Orientation: '1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 29/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 17/1 40/1' },
    })
    .toBuffer();
}

/** Upload pipeline on a real app: type by content, 15 MB, EXIF gone, every size, served immutable. */
describe('photos', () => {
  let t: TestApp;
  let ds: DataSource;
  let admin: Record<string, string>;
  const http = () => request(t.app.getHttpServer());
  const upload = (bytes: Buffer, query: Record<string, string> = credit, headers = admin) =>
    http()
      .post('/api/admin/photos')
      .query(query)
      .set(headers)
      .set('Content-Type', 'application/octet-stream')
      .send(bytes);

  beforeAll(async () => {
    t = await startTestApp();
    ds = t.app.get(DataSource);
    admin = await adminHeaders(t.app);
  });
  afterAll(() => t.close());

  it('stores AVIF and WebP at each width up to the original, with no EXIF left, and serves them immutable', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(original).expect(201);
    const photo = res.body;
    expect(photo).toMatchObject({
      width: 2400,
      height: 1600,
      alt: credit.alt,
      credit: { author: 'Jane Doe', licence: 'CC BY-SA 4.0', source_url: 'https://example.org/p' },
    });
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/);
    const widths = (srcset: string) => srcset.split(', ').map((entry) => Number(entry.split(' ')[1].slice(0, -1)));
    expect(widths(photo.srcset.webp)).toEqual([320, 640, 1280, 1920]);
    expect(widths(photo.srcset.avif)).toEqual([320, 640, 1280, 1920]);
    expect(photo.src).toBe(`/api/media/photos/${photo.id}/1280.webp`);

    for (const entry of [...photo.srcset.webp.split(', '), ...photo.srcset.avif.split(', ')]) {
      const url = entry.split(' ')[0];
      const file = await http().get(url).buffer(true).parse(rawBody).expect(200);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['content-type']).toBe(url.endsWith('.avif') ? 'image/avif' : 'image/webp');
      const meta = await sharp(file.body as Buffer).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.width).toBe(Number(url.split('/').pop()!.split('.')[0]));
    }
    // The files are under DATA_DIR/media by default.
    expect(readdirSync(path.join(t.dataDir, 'media', 'photos', photo.id)).sort()).toHaveLength(8);
  });

  it('decides the type by content: a PNG named anything is fine, text or SVG is refused', async () => {
    const png = await sharp({ create: { width: 500, height: 300, channels: 4, background: '#336699' } })
      .png()
      .toBuffer();
    const small = (await upload(png).expect(201)).body;
    // Never enlarged: a 500 px original gives 320 and 500.
    expect(small.srcset.webp).toContain('500w');
    expect(small.srcset.webp).not.toContain('640w');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refused = await upload(svg).set('Content-Type', 'image/jpeg').expect(415);
    expect(refused.body.message).toBe('Upload a JPEG, PNG, WebP or AVIF photo');
    await upload(Buffer.from('hello')).expect(415);
    // A JPEG signature with garbage after it: sniffed as JPEG, refused when decoding.
    const broken = await upload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)])).expect(
      400,
    );
    expect(broken.body.message).toContain('could not be read');
    await upload(Buffer.alloc(0)).expect(400);
    // Sent as JSON or a form, the body was read by the app's parsers: refused at once, not left waiting.
    for (const [type, body] of [
      ['application/json', '{"alt":"x"}'],
      ['application/x-www-form-urlencoded', 'alt=x'],
    ]) {
      const parsed = await upload(Buffer.from(body)).set('Content-Type', type).expect(415);
      expect(parsed.body.message).toBe('Upload the photo file itself as the body, not JSON or a form');
    }
  });

  it('refuses more than 15 MB, missing credit or alt, and anyone but an admin', async () => {
    const tooBig = await upload(Buffer.alloc(15 * 1024 * 1024 + 1, 0xff)).expect(413);
    expect(tooBig.body.message).toBe('Photos can be at most 15 MB');
    const jpeg = await jpegWithGps(400, 300);
    const missing = await upload(jpeg, { author: 'A', licence: 'CC0' }).expect(400);
    expect(missing.body.errors).toEqual({ alt: 'Alt text is required' });
    const badSource = await upload(jpeg, { ...credit, source_url: 'javascript:alert(1)' }).expect(400);
    expect(badSource.body.errors).toEqual({ source_url: 'Source URL must start with http:// or https://' });
    await upload(jpeg, credit, {}).expect(401);
  });

  it('attaches to a location: its page and search carry the photo with credit; replacing leaves an orphan the cleanup removes', async () => {
    const place = await createLocation(ds, await createMovie(ds), { name: 'Photo Quay' });
    const first = (await upload(await jpegWithGps(800, 600)).expect(201)).body;
    const body = (photo_id: string | null) => ({
      movie_id: place.movie_id,
      name: 'Photo Quay',
      slug: place.slug,
      description: null,
      scene_description: null,
      address: null,
      city: null,
      state: null,
      country: null,
      latitude: place.latitude,
      longitude: place.longitude,
      image_url: null,
      is_verified: false,
      photo_id,
    });
    await http().put(`/api/admin/locations/${place.id}`).set(admin).send(body(first.id)).expect(200);
    const page = await http().get(`/api/locations/${place.slug}`).expect(200);
    expect(page.body.photo).toMatchObject({ id: first.id, credit: { author: 'Jane Doe' } });
    const movie = await http().get(
      `/api/movies/${(await ds.query(`SELECT slug FROM movies WHERE id = $1`, [place.movie_id]))[0].slug}`,
    );
    expect(movie.body.locations[0].photo).toMatchObject({ id: first.id });
    const found = await http().get('/api/search').query({ q: 'Photo Quay', tab: 'locations' }).expect(200);
    expect(found.body.locations.hits[0]).toMatchObject({ name: 'Photo Quay', photo: { id: first.id } });
    expect(found.body.locations.hits[0]).not.toHaveProperty('photo_id');

    const second = (await upload(await jpegWithGps(700, 500)).expect(201)).body;
    await http().put(`/api/admin/locations/${place.id}`).set(admin).send(body(second.id)).expect(200);
    await http()
      .put(`/api/admin/locations/${place.id}`)
      .set(admin)
      .send(body('00000000-0000-4000-8000-000000000000'))
      .expect(400);

    const removed = await t.app.get(PhotosService).cleanOrphans(0);
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await ds.query(`SELECT id FROM photos WHERE id = $1`, [first.id])).toEqual([]);
    expect(await ds.query(`SELECT id FROM photos WHERE id = $1`, [second.id])).toHaveLength(1);
    await http().get(first.src).expect(404);
    await http().get(second.src).expect(200);
    // The credit can be corrected later.
    const fixed = await http()
      .patch(`/api/admin/photos/${second.id}`)
      .set(admin)
      .send({ ...credit, author: 'John Roe' })
      .expect(200);
    expect(fixed.body.credit.author).toBe('John Roe');
  });

  it('is a movie poster too: the detail, the list and search carry it with its credit', async () => {
    const poster = (await upload(await jpegWithGps(600, 900)).expect(201)).body;
    const movie = {
      title: 'Poster Film',
      slug: 'poster-film',
      year: 1999,
      director: null,
      description: null,
      poster_url: null,
      backdrop_url: null,
      genres: [],
      imdb_id: null,
      poster_photo_id: poster.id,
    };
    const created = await http().post('/api/admin/movies').set(admin).send(movie).expect(201);
    expect(created.body.poster_photo).toMatchObject({ id: poster.id });
    const detail = await http().get('/api/movies/poster-film').expect(200);
    expect(detail.body.poster_photo).toMatchObject({ id: poster.id, credit: { licence: 'CC BY-SA 4.0' } });
    const list = await http().get('/api/movies').query({ limit: 100 }).expect(200);
    const item = list.body.items.find((m: { slug: string }) => m.slug === 'poster-film');
    expect(item.poster_photo).toMatchObject({ id: poster.id, width: 600, height: 900 });
    const found = await http().get('/api/search').query({ q: 'Poster Film', tab: 'movies' }).expect(200);
    expect(found.body.movies.hits[0]).toMatchObject({ title: 'Poster Film', poster_photo: { id: poster.id } });
    // Saving without the field keeps the poster; null removes it.
    const { poster_photo_id: _kept, ...withoutPoster } = movie;
    await http().put(`/api/admin/movies/${created.body.id}`).set(admin).send(withoutPoster).expect(200);
    expect((await http().get('/api/movies/poster-film')).body.poster_photo).not.toBeNull();
    await http()
      .put(`/api/admin/movies/${created.body.id}`)
      .set(admin)
      .send({ ...movie, poster_photo_id: null })
      .expect(200);
    expect((await http().get('/api/movies/poster-film')).body.poster_photo).toBeNull();
  });

  it('is a slide photo too: the public slider carries it with its credit', async () => {
    const [slider] = await ds.query(
      `INSERT INTO sliders (name, code) VALUES ('Photo Slider', 'photo_slider') RETURNING id`,
    );
    const [slide] = await ds.query(
      `INSERT INTO slides (slider_id, title, image_url, "order", active) VALUES ($1, 'A slide', '/images/hero-1.svg', 0, true) RETURNING id`,
      [slider.id],
    );
    const photo = (await upload(await jpegWithGps(1600, 900)).expect(201)).body;
    const fields = {
      title: 'A slide',
      subtitle: null,
      image_url: '/images/hero-1.svg',
      button_text: null,
      button_url: null,
      active: true,
    };
    const saved = await http()
      .put(`/api/admin/slides/${slide.id}`)
      .set(admin)
      .send({ ...fields, photo_id: photo.id })
      .expect(200);
    expect(saved.body).toMatchObject({ photo_id: photo.id, photo: { id: photo.id } });
    const publicSlider = await http().get('/api/sliders/photo_slider').expect(200);
    expect(publicSlider.body.slides[0].photo).toMatchObject({ id: photo.id, credit: { author: 'Jane Doe' } });
  });

  it('serves only the shapes of key it writes', async () => {
    await http().get('/api/media/photos/..%2F..%2Fsecrets/jwt-secret').expect(404);
    await http().get('/api/media/photos/00000000-0000-4000-8000-000000000000/640.webp').expect(404);
  });
});

/** The storage contract, on the local adapter (the S3 adapter is checked against AWS's signing examples). */
describe('local media storage', () => {
  it('puts, gets and deletes a photo folder, and refuses keys outside its root', async () => {
    const storage: MediaStorage = new LocalMediaStorage(mkdtempSync(path.join(os.tmpdir(), 'ra-media-')));
    await storage.put('photos/a/1.webp', Buffer.from('one'), 'image/webp');
    await storage.put('photos/a/2.webp', Buffer.from('two'), 'image/webp');
    expect((await storage.get('photos/a/1.webp'))?.toString()).toBe('one');
    await storage.deletePrefix('photos/a/');
    expect(await storage.get('photos/a/2.webp')).toBeNull();
    await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/outside/);
  });
});
