import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { LocationImportService } from '../../server/src/location-import/location-import.service.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { rawBody } from '../support/raw-body.js';

const HEADER =
  'source,source_record_id,title,release_year,location_name,city,country,latitude,longitude,image_url,image_author,image_licence';

/** The import's image_url column, against a real HTTP server standing in for the image host. */
describe('import:locations with an image_url column', () => {
  let t: TestApp;
  let ds: DataSource;
  let host: Server;
  let base: string;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ra-import-photos-'));

  beforeAll(async () => {
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#884422' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 29/1' } })
      .toBuffer();
    host = createServer((req, res) => {
      if (req.url === '/steps.jpg') res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(jpeg);
      else if (req.url === '/page.html') res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html></html>');
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    t = await startTestApp();
    ds = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => host.close(resolve));
  });

  it('downloads each image through the upload pipeline; a failure leaves the place without a photo', async () => {
    const file = path.join(dir, 'photos.csv');
    writeFileSync(
      file,
      [
        HEADER,
        `t,1,"Photo Film",2001,"Good Steps",Paris,France,48.85,2.35,${base}/steps.jpg,Jane Doe,CC BY 4.0`,
        `t,2,"Photo Film",2001,"Missing Image",Paris,France,48.86,2.36,${base}/gone.jpg,,`,
        `t,3,"Photo Film",2001,"Not An Image",Paris,France,48.87,2.37,${base}/page.html,,`,
        `t,4,"Photo Film",2001,"No Image",Paris,France,48.88,2.38,,,`,
        `t,5,"Photo Film",2001,"Closed Port",Paris,France,48.89,2.39,http://127.0.0.1:1/x.jpg,,`,
      ].join('\n'),
    );
    const report = await t.app.get(LocationImportService).importFile(file);
    expect(report.locationsWritten).toBe(5);
    expect(report.photos.attached).toBe(1);
    expect(report.photos.failed.map((failure) => failure.line)).toEqual([3, 4, 6]);
    expect(report.photos.failed[0].message).toContain('answered 404');
    expect(report.photos.failed[1].message).toContain('Upload a JPEG, PNG, WebP or AVIF photo');

    const places = await ds.query(
      `SELECT name, slug, photo_id FROM locations WHERE source = 't' ORDER BY source_record_id`,
    );
    expect(places.map((p: { photo_id: string | null }) => p.photo_id !== null)).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    const page = await request(t.app.getHttpServer()).get(`/api/locations/${places[0].slug}`).expect(200);
    expect(page.body.photo).toMatchObject({
      alt: 'Good Steps',
      credit: { author: 'Jane Doe', licence: 'CC BY 4.0', source_url: `${base}/steps.jpg` },
    });
    const file640 = await request(t.app.getHttpServer())
      .get(page.body.photo.srcset.webp.split(', ')[1].split(' ')[0])
      .buffer(true)
      .parse(rawBody)
      .expect(200);
    expect((await sharp(file640.body as Buffer).metadata()).exif).toBeUndefined();

    // Re-importing keeps the photo and downloads nothing again for it.
    const again = await t.app.get(LocationImportService).importFile(file);
    expect(again.photos.attached).toBe(0);
    expect(await ds.query(`SELECT count(*)::int AS n FROM photos`)).toEqual([{ n: 1 }]);
  });
});
