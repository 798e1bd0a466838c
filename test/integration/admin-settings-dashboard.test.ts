import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DEFAULT_SETTINGS } from '../../server/src/settings/default-settings.js';
import { expectAdminOnly, signInAdminAndUser } from '../support/admin-api.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createLocation, createMovie } from '../support/factories.js';

const settings = {
  ...DEFAULT_SETTINGS,
  site_title: 'Film Trips',
  adsense_client_id: 'ca-pub-1234567890123456',
  adsense_slots: { home_banner: '111', sidebar: '', content: '333' },
  header_scripts: '<script>window.analytics = 1</script>',
};

describe('admin settings, dashboard and audit API', () => {
  let t: TestApp;
  let ds: DataSource;
  let admin: { id: string; email: string; auth: string };
  let user: { auth: string };
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
    ds = t.app.get(DataSource);
    ({ admin, user } = await signInAdminAndUser(t.app));
  });
  afterAll(() => t.close());

  it('reads the settings and saves the whole object: public read, audit and settings.saved event follow', async () => {
    expect((await http().get('/api/admin/settings').set('Authorization', admin.auth).expect(200)).body).toEqual(
      DEFAULT_SETTINGS,
    );
    const saved = await http().put('/api/admin/settings').set('Authorization', admin.auth).send(settings).expect(200);
    expect(saved.body).toEqual(settings);
    expect((await http().get('/api/settings').expect(200)).body).toEqual(settings); // the cache was dropped
    expect((await http().get('/api/admin/settings').set('Authorization', admin.auth).expect(200)).body).toEqual(
      settings,
    );
    const [entry] = await ds.query(
      `SELECT actor_id, entity, action, changed_fields FROM audit_log WHERE entity = 'settings'`,
    );
    expect(entry).toEqual({
      actor_id: admin.id,
      entity: 'settings',
      action: 'update',
      changed_fields: ['site_title', 'adsense_client_id', 'adsense_slots', 'header_scripts'],
    });
    expect(await ds.query(`SELECT type FROM outbox WHERE type = 'settings.saved'`)).toHaveLength(1);
  });

  it('refuses invalid settings with a message per field and keeps the saved ones', async () => {
    const before = (await http().get('/api/admin/settings').set('Authorization', admin.auth)).body;
    const res = await http()
      .put('/api/admin/settings')
      .set('Authorization', admin.auth)
      .send({
        ...settings,
        site_title: '',
        adsense_client_id: 'pub-x',
        adsense_slots: { home_banner: 'abc', sidebar: '', content: '' },
        footer_scripts: 'x'.repeat(20_001),
      })
      .expect(400);
    expect(res.body.errors).toEqual({
      site_title: 'Site Title is required',
      adsense_client_id: 'Client ID looks like ca-pub-1234567890123456',
      'adsense_slots.home_banner': "Home Banner must be the slot's number",
      footer_scripts: 'Footer Scripts must be at most 20000 characters',
    });
    await http()
      .put('/api/admin/settings')
      .set('Authorization', admin.auth)
      .send({ site_title: 'Only this' })
      .expect(400);
    expect((await http().get('/api/admin/settings').set('Authorization', admin.auth)).body).toEqual(before);
  });

  it('shows totals, one-decimal average, the 5 newest movies and locations and the last audit entries', async () => {
    const empty = (await http().get('/api/admin/dashboard').set('Authorization', admin.auth).expect(200)).body;
    expect(empty).toMatchObject({
      total_movies: 0,
      total_locations: 0,
      average_locations_per_movie: 0,
      recent_movies: [],
      recent_locations: [],
    });
    const movies = [];
    for (let i = 0; i < 6; i++)
      movies.push(await createMovie(ds, { title: `Movie ${i}`, created_at: new Date(Date.UTC(2020, 0, 1 + i)) }));
    for (let i = 0; i < 7; i++)
      await createLocation(ds, movies[i % 2], { name: `Place ${i}`, created_at: new Date(Date.UTC(2021, 0, 1 + i)) });
    const body = (await http().get('/api/admin/dashboard').set('Authorization', admin.auth).expect(200)).body;
    expect(body).toMatchObject({ total_movies: 6, total_locations: 7, average_locations_per_movie: 1.2 });
    expect(body.recent_movies.map((m: { title: string }) => m.title)).toEqual([
      'Movie 5',
      'Movie 4',
      'Movie 3',
      'Movie 2',
      'Movie 1',
    ]);
    expect(body.recent_locations.map((l: { name: string }) => l.name)).toEqual([
      'Place 6',
      'Place 5',
      'Place 4',
      'Place 3',
      'Place 2',
    ]);
    expect(body.recent_locations[0]).toMatchObject({ movie_title: 'Movie 0', id: expect.any(String) });
    expect(body.recent_audit[0]).toMatchObject({ entity: 'settings', actor_email: admin.email });
  });

  it('pages through the audit log, newest first', async () => {
    for (const title of ['A', 'B', 'C']) {
      await http()
        .put('/api/admin/settings')
        .set('Authorization', admin.auth)
        .send({ ...settings, site_title: title })
        .expect(200);
    }
    const first = (await http().get('/api/admin/audit?limit=2').set('Authorization', admin.auth).expect(200)).body;
    expect(first).toMatchObject({ total: 4, offset: 0, limit: 2 });
    const second = (await http().get('/api/admin/audit?offset=2&limit=2').set('Authorization', admin.auth).expect(200))
      .body;
    const ids = [...first.items, ...second.items].map((e: { id: string }) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.items[0]).toMatchObject({
      entity: 'settings',
      action: 'update',
      changed_fields: ['site_title'],
      entity_id: '1',
    });
    await http().get('/api/admin/audit?limit=0').set('Authorization', admin.auth).expect(400);
  });

  it('answers 401 anonymously and 403 to a normal user on settings, dashboard and audit', async () => {
    for (const [method, url, body] of [
      ['get', '/api/admin/settings'],
      ['put', '/api/admin/settings', settings],
      ['get', '/api/admin/dashboard'],
      ['get', '/api/admin/audit'],
    ] as const) {
      expect([url, await expectAdminOnly(t.app, user.auth, method, url, body)]).toEqual([
        url,
        { anonymous: 401, user: 403 },
      ]);
    }
  });

  it("saves the footer's social links as https addresses, refuses anything else, and keeps an empty one empty", async () => {
    const current = (await http().get('/api/admin/settings').set('Authorization', admin.auth).expect(200)).body;
    const refused = await http()
      .put('/api/admin/settings')
      .set('Authorization', admin.auth)
      .send({
        ...current,
        social_links: {
          instagram: 'http://instagram.com/filmtrips',
          x: 'javascript:alert(1)',
          facebook: 'facebook.com/x',
        },
      })
      .expect(400);
    expect(refused.body.errors).toEqual({
      'social_links.instagram': 'Instagram must be an https:// address',
      'social_links.x': 'X (Twitter) must be an https:// address',
      'social_links.facebook': 'Facebook must be an https:// address',
    });
    for (const address of ['https://', 'https://exa mple.com/a', 'https://a.example/\t/x', 'https://me:pw@x.com/a']) {
      const res = await http()
        .put('/api/admin/settings')
        .set('Authorization', admin.auth)
        .send({ ...current, social_links: { ...DEFAULT_SETTINGS.social_links, x: address } })
        .expect(400);
      expect([address, res.body.errors]).toEqual([
        address,
        { 'social_links.x': 'X (Twitter) must be an https:// address' },
      ]);
    }
    // The whole object is saved: leaving the links out is refused, not read as "no links".
    const { social_links: _left, ...without } = current;
    await http().put('/api/admin/settings').set('Authorization', admin.auth).send(without).expect(400);

    const links = {
      instagram: ' https://www.instagram.com/filmtrips ',
      x: '',
      facebook: 'https://www.facebook.com/filmtrips',
    };
    const saved = await http()
      .put('/api/admin/settings')
      .set('Authorization', admin.auth)
      .send({ ...current, social_links: links })
      .expect(200);
    const expected = {
      instagram: 'https://www.instagram.com/filmtrips',
      x: '',
      facebook: 'https://www.facebook.com/filmtrips',
    };
    expect(saved.body.social_links).toEqual(expected);
    expect((await http().get('/api/settings').expect(200)).body.social_links).toEqual(expected);
    const [entry] = await ds.query(
      `SELECT changed_fields FROM audit_log WHERE entity = 'settings' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry.changed_fields).toEqual(['social_links']);
  });
});
