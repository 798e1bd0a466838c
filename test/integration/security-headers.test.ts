import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/app.js';

/**
 * Headers every answer carries: HSTS only when the site is served over https (APP_URL), and a
 * Permissions-Policy that grants the page only the browser features the site uses.
 */
describe('security headers', () => {
  let plain: TestApp;
  let tls: TestApp;

  beforeAll(async () => {
    plain = await startTestApp({ APP_URL: 'http://reelatlas.test:3000' });
    tls = await startTestApp({ APP_URL: 'https://reelatlas.example' });
  });
  afterAll(async () => {
    await plain?.close();
    await tls?.close();
  });

  it('sends no HSTS when the site is plain http', async () => {
    for (const path of ['/api/health', '/api/movies', '/api/docs'])
      expect((await request(plain.app.getHttpServer()).get(path)).headers).not.toHaveProperty(
        'strict-transport-security',
      );
  });

  it('sends HSTS when the site is https', async () => {
    const res = await request(tls.app.getHttpServer()).get('/api/health');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  });

  it('allows geolocation (Near me) and clipboard writes (Share) to the site only, and turns off the rest', async () => {
    for (const path of ['/api/health', '/api/docs', '/movies']) {
      const policy = (await request(plain.app.getHttpServer()).get(path)).headers['permissions-policy'] as string;
      const features = new Map(policy.split(/,\s*/).map((entry) => entry.split('=') as [string, string]));
      expect(features.get('geolocation')).toBe('(self)');
      expect(features.get('clipboard-write')).toBe('(self)');
      for (const feature of ['camera', 'microphone', 'payment', 'usb', 'browsing-topics', 'display-capture'])
        expect([feature, features.get(feature)]).toEqual([feature, '()']);
      const granted = [...features].filter(([, allow]) => allow !== '()').map(([name]) => name);
      expect(granted.sort()).toEqual(['clipboard-write', 'geolocation']);
    }
  });
});
