import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import { bodyWith, gzippedWith, headersWith, splicePage } from './spliced-page.js';

const NONCE = 'AAAAAAAAAAAAAAAAAAAAAA==';
const render = (nonce: string) =>
  `<html><head><script nonce="${nonce}" type="module"></script></head><body>${'<p>place</p>'.repeat(500)}` +
  `<script nonce="${nonce}">footer()</script></body></html>`;

describe('spliced pages', () => {
  const page = splicePage(1, render(NONCE), NONCE, {
    'content-security-policy': `script-src 'nonce-${NONCE}' 'strict-dynamic'`,
    'cache-control': 'no-cache',
    'x-request-id': 'one request only',
  });

  it('gives back the page with any other nonce in every place the first one stood', () => {
    const fresh = 'BBBBBBBBBBBBBBBBBBBBBB==';
    expect(bodyWith(page, Buffer.from(fresh)).toString()).toBe(render(fresh));
    expect(headersWith(page, fresh)).toEqual([
      'content-security-policy',
      `script-src 'nonce-${fresh}' 'strict-dynamic'`,
      'cache-control',
      'no-cache',
    ]);
  });

  it('gzips with the nonce spliced between segments compressed once: a valid stream, every time', () => {
    for (const fresh of ['CCCCCCCCCCCCCCCCCCCCCC==', 'a+b/c9==', '']) {
      const gzipped = gzippedWith(page, Buffer.from(fresh));
      expect(gunzipSync(gzipped).toString()).toBe(render(fresh));
      expect(gzipped.length).toBeLessThan(render(fresh).length / 4);
    }
  });

  it('has one ETag for every nonce, and another for other content', () => {
    const other = 'DDDDDDDDDDDDDDDDDDDDDD==';
    expect(splicePage(1, render(other), other, {}).etag).toBe(page.etag);
    expect(splicePage(1, render(other).replace('place', 'spot'), other, {}).etag).not.toBe(page.etag);
  });
});
