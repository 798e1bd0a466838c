import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createUser } from '../support/accounts.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { healthLatenciesDuring, largeJpeg, postPhoto } from '../support/large-upload.js';

/** The slowest health answer tolerated while an upload is under way (issue: one request froze the site for 38 s). */
const HEALTH_BUDGET_MS = 200;

/**
 * A 15 MB upload — refused, or an admin's genuine photo — never holds up other requests: access is
 * decided before the body is read, no input check walks the bytes, and the photo is encoded in a
 * child process of lower priority. The server under test is the built one in an OS process of its
 * own, as in production: this test runner's heap and its garbage collection are not the server's.
 */
describe('photo uploads and the event loop', () => {
  let t: TestApp;
  let server: BuiltServer;
  let dataDir: string;
  let photo: Buffer;

  beforeAll(async () => {
    t = await startTestApp(); // the database, migrated, and accounts made straight in it
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ra-upload-stall-'));
    server = await startBuiltServer(t.db.url, dataDir);
    photo = await largeJpeg();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function bearerOf(role: 'user' | 'admin'): Promise<Record<string, string>> {
    const account = await createUser(t.app.get(DataSource), { role });
    const login = await request(server.url)
      .post('/api/auth/login')
      .send({ email: account.email, password: account.password })
      .expect(200);
    return { Authorization: `Bearer ${login.body.access_token}` };
  }

  async function uploadWhileWatchingHealth(headers: Record<string, string>) {
    // A first answer (connections opened, code compiled) is not what this test measures.
    await request(server.url).get('/api/health').expect(200);
    const upload = postPhoto(server.port, photo, headers);
    const latencies = await healthLatenciesDuring(server.port, upload);
    return { ...(await upload), latencies };
  }

  it('refuses an anonymous 15 MB upload before reading its body, while health answers in time', async () => {
    const result = await uploadWhileWatchingHealth({});
    expect(result.status).toBe(401);
    // The server answered while most of the body was still on its way: it never waited for it.
    expect(result.sentWhenAnswered).toBeLessThan(photo.length);
    expect(result.latencies.length).toBeGreaterThan(0);
    expect(Math.max(...result.latencies)).toBeLessThan(HEALTH_BUDGET_MS);
  });

  it('refuses a signed-in non-admin the same way (403)', async () => {
    const result = await uploadWhileWatchingHealth(await bearerOf('user'));
    expect(result.status).toBe(403);
    expect(result.sentWhenAnswered).toBeLessThan(photo.length);
    expect(Math.max(...result.latencies)).toBeLessThan(HEALTH_BUDGET_MS);
  });

  it("stores an admin's genuine 15 MB photo while health keeps answering in time", async () => {
    const result = await uploadWhileWatchingHealth(await bearerOf('admin'));
    expect(result.status).toBe(201);
    expect(result.latencies.length).toBeGreaterThan(3);
    expect(Math.max(...result.latencies)).toBeLessThan(HEALTH_BUDGET_MS);
  }, 60_000);

  it("answers a damaged photo with the photo process's words, and that process goes on with the next", async () => {
    const headers = await bearerOf('admin');
    const damaged = Buffer.concat([photo.subarray(0, 4096), Buffer.alloc(4096)]); // a JPEG cut short
    const refused = await request(server.url)
      .post('/api/admin/photos?alt=Cut&author=Test&licence=CC0')
      .set(headers)
      .set('Content-Type', 'image/jpeg')
      .send(damaged);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This JPEG file could not be read. Is it damaged?');

    const small = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#385' } })
      .jpeg()
      .toBuffer();
    const stored = await request(server.url)
      .post('/api/admin/photos?alt=Green&author=Test&licence=CC0')
      .set(headers)
      .set('Content-Type', 'image/jpeg')
      .send(small)
      .expect(201);
    expect(stored.body).toMatchObject({ width: 400, height: 300 });
    const variant = await request(server.url).get(stored.body.src).expect(200);
    expect(variant.headers['content-type']).toBe('image/webp');
  });
});
