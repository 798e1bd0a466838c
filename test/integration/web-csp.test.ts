import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/app.js';

/**
 * Every HTML answer carries the per-request nonce CSP, whatever the path: the built index.html
 * (and any other .html file in the client folder) is never handed out as a plain file.
 */
const TEMPLATE =
  '<!doctype html><html><head><title>x</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>';

describe('HTML responses and the Content-Security-Policy', () => {
  let t: TestApp;
  let clientDir: string;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(os.tmpdir(), 'ra-client-'));
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
    writeFileSync(path.join(clientDir, 'stray.html'), '<html><body>stray</body></html>');
    writeFileSync(path.join(clientDir, 'assets', 'page.html'), '<html><body>asset</body></html>');
    writeFileSync(path.join(clientDir, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(path.join(clientDir, 'humans.txt'), 'Team: ReelAtlas');
    t = await startTestApp({ CLIENT_DIR: clientDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const expectRenderedShell = (res: request.Response) => {
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = res.headers['content-security-policy'] as string;
    const nonce = /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
    expect(nonce).toBeTruthy();
    // The renderer put the same nonce on the template's script: this is not the raw file.
    expect(res.text).toContain(`<script nonce="${nonce}" type="module"`);
  };

  it('renders the app shell with a fresh nonce for a page path', async () => {
    const first = await http().get('/movies').expect(200);
    const second = await http().get('/movies').expect(200);
    expectRenderedShell(first);
    expectRenderedShell(second);
    expect(first.headers['content-security-policy']).not.toBe(second.headers['content-security-policy']);
  });

  it.each(['/index.html', '/INDEX.HTML', '/index%2ehtml', '/stray.html', '/assets/page.html', '/index.htm'])(
    'never serves %s as a raw file',
    async (url) => {
      const res = await http().get(url);
      expect(res.status).toBeLessThan(500);
      expectRenderedShell(res);
      expect(res.text).not.toContain('stray');
      expect(res.text).not.toContain('asset</body>');
    },
  );

  it('answers 404, not the page, for an asset that does not exist (an old chunk, a source map not shipped)', async () => {
    for (const url of ['/assets/gone-D3NLxzRK.js', '/assets/maplibre-gl-worker.mjs.map']) {
      const res = await http().get(url).expect(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.text).not.toContain('<html');
    }
  });

  it('gives the API docs page (Swagger UI) a CSP that runs only its own script files', async () => {
    const res = await http().get('/api/docs').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = (res.headers['content-security-policy'] as string | undefined) ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("frame-ancestors 'none'");
    // Every script of the page is a file of this site, so 'self' is all it needs.
    const scripts = [...res.text.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((attributes) => !/\bsrc=/.test(attributes))).toEqual([]);
    const init = await http().get('/api/docs/swagger-ui-init.js').expect(200);
    expect(init.headers['content-type']).toMatch(/javascript/);
  });

  it('still serves other static files as files', async () => {
    const res = await http().get('/humans.txt').expect(200);
    expect(res.text).toBe('Team: ReelAtlas');
    await http().get('/assets/app.js').expect(200);
  });
});
