import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eRuntime } from './support/fixtures';

/** Quality bars of the foundation: small home bundle, compression, caching, CSP, no secrets shipped. */
test.describe('delivery', () => {
  test('the home page loads at most 150 kB of gzip JavaScript and no map library', async ({ page }) => {
    const scripts: { url: string; size: Promise<number> }[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script')
        scripts.push({ url: request.url(), size: request.sizes().then((s) => s.responseBodySize) });
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const sizes = await Promise.all(scripts.map((s) => s.size));
    const total = sizes.reduce((sum, size) => sum + size, 0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(150 * 1024);
    expect(scripts.map((s) => s.url).join(' ')).not.toMatch(/maplibre|mapbox/i);
  });

  test('hashed assets are compressed and cached for a year', async ({ page, request }) => {
    await page.goto('/');
    const src = await page.locator('script[type="module"]').first().getAttribute('src');
    expect(src).toMatch(/^\/assets\/.+-[\w-]{8}\.js$/);
    const res = await request.get(src!, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers()['content-encoding']).toBe('gzip');
    expect(res.headers()['cache-control']).toContain('max-age=31536000');
    expect(res.headers()['cache-control']).toContain('immutable');
  });

  test('pages carry a nonce-based Content-Security-Policy and security headers', async ({ request }) => {
    const res = await request.get('/movies');
    const csp = res.headers()['content-security-policy'];
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(await res.text()).toContain(`<script nonce="${nonce}" type="module"`);
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    expect(res.headers()['permissions-policy']).toContain('geolocation=(self)');
    // This site is plain http (no APP_URL): HSTS only goes with https (security-headers.test.ts).
    expect(res.headers()['strict-transport-security']).toBeUndefined();
  });

  test('/404 answers with status 404', async ({ request }) => {
    expect((await request.get('/404')).status()).toBe(404);
  });

  test('the client bundle holds no server secret or server-only configuration', () => {
    const dir = path.join(process.cwd(), 'dist', 'client', 'assets');
    const text = readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(path.join(dir, f), 'utf8'))
      .join('\n');
    for (const secret of ['OPENAI_API_KEY', 'MEILI_MASTER_KEY', 'DATABASE_URL', 'JWT_SECRET', 'postgres://']) {
      expect(text).not.toContain(secret);
    }
  });

  test('every source map a script names is shipped (no 404 for browsers and Lighthouse)', async ({ request }) => {
    const dir = path.join(process.cwd(), 'dist', 'client', 'assets');
    const scripts = readdirSync(dir).filter((f) => /\.m?js$/.test(f));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const named = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(path.join(dir, script), 'utf8'))?.[1];
      if (!named || named.startsWith('data:')) continue;
      expect((await request.get(`/assets/${named}`)).status(), `${script} names ${named}`).toBe(200);
    }
  });

  test("no page or public API answer carries the server's secret values", async ({ page, request }) => {
    const { secrets, databaseUrl } = e2eRuntime();
    const values = [...Object.values(secrets), ...(databaseUrl ? [databaseUrl] : [])];
    expect(values.length).toBeGreaterThanOrEqual(3);
    const bodies: string[] = [];
    const reading: Promise<unknown>[] = [];
    // Everything the browser receives while visiting the main pages, then the public endpoints.
    page.on('response', (response) =>
      reading.push(
        response.text().then(
          (text) => bodies.push(text),
          () => undefined,
        ),
      ),
    );
    for (const url of ['/', '/movies', '/map', '/search?q=paris', '/about'])
      await page.goto(url, { waitUntil: 'networkidle' });
    await Promise.all(reading);
    for (const url of ['/api/settings', '/api/map/config', '/api/health', '/api/docs-json']) {
      const response = await request.get(url);
      expect(response.ok(), url).toBe(true);
      bodies.push(await response.text());
    }
    expect(bodies.length).toBeGreaterThan(10);
    const everything = bodies.join('\n');
    for (const value of values) expect(everything).not.toContain(value);
  });
});
