import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import S3rver from 's3rver';
import { S3MediaStorage } from '../../server/src/media/s3-media-storage.js';
import type { MediaStorage } from '../../server/src/media/media-storage.port.js';

/**
 * The S3 adapter against s3rver, an S3-compatible server (its default key pair is S3RVER / S3RVER):
 * the same contract as the local adapter (photos.test.ts). s3rver checks the access key but not the
 * Signature Version 4 itself; the signing is checked against AWS's own worked examples in
 * server/src/media/s3-media-storage.spec.ts.
 */
describe('S3 media storage (s3rver)', () => {
  let server: S3rver;
  let endpoint: string;
  const storage = (fields: Partial<{ bucket: string; accessKeyId: string }> = {}): MediaStorage =>
    new S3MediaStorage({
      endpoint,
      bucket: 'media',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      ...fields,
    });

  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: mkdtempSync(path.join(os.tmpdir(), 'ra-s3rver-')),
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(() => server.close());

  it('creates its bucket on the first put, then puts, gets and deletes a photo folder', async () => {
    const s3 = storage();
    await s3.put('photos/a/320.webp', Buffer.from('small'), 'image/webp');
    await s3.put('photos/a/640.webp', Buffer.from('larger'), 'image/webp');
    await s3.put('photos/b/320.webp', Buffer.from('other'), 'image/webp');
    expect((await s3.get('photos/a/640.webp'))?.toString()).toBe('larger');
    expect(await s3.get('photos/a/1280.webp')).toBeNull();
    await s3.deletePrefix('photos/a/');
    expect(await s3.get('photos/a/320.webp')).toBeNull();
    expect((await s3.get('photos/b/320.webp'))?.toString()).toBe('other');
  });

  it('says what the service refused (an unknown key) instead of pretending to store', async () => {
    await expect(
      storage({ accessKeyId: 'NOT-A-KEY' }).put('photos/c/1.webp', Buffer.from('x'), 'image/webp'),
    ).rejects.toThrow(/S3 PUT photos\/c\/1.webp failed: 403 InvalidAccessKeyId/);
  });
});
