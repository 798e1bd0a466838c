import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { Slider } from '../../server/src/sliders/slider.entity.js';
import { expectAdminOnly, signInAdminAndUser } from '../support/admin-api.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createPage, createSlider } from '../support/factories.js';

const slideFields = {
  title: 'Rome by night',
  subtitle: 'Trevi',
  image_url: 'https://images.example.org/rome.jpg',
  button_text: 'See it',
  button_url: '/movies/roman-holiday-1953',
  active: false,
};

describe('admin sliders and pages API', () => {
  let t: TestApp;
  let ds: DataSource;
  let admin: { id: string; email: string; auth: string };
  let user: { auth: string };
  let slider: Slider;
  const http = () => request(t.app.getHttpServer());
  const audit = (entityId: string) =>
    ds.query(`SELECT actor_email, entity, action, changed_fields FROM audit_log WHERE entity_id = $1 ORDER BY id`, [
      entityId,
    ]);
  const events = (key: string, id: string) =>
    ds.query(`SELECT type FROM outbox WHERE payload->>$1 = $2 ORDER BY id`, [key, id]);

  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
    ds = t.app.get(DataSource);
    ({ admin, user } = await signInAdminAndUser(t.app));
    slider = await createSlider(ds, 'zz_admin', [{ title: 'First' }, { title: 'Second', active: false }]);
    await createSlider(ds, 'aa_admin', []);
  });
  afterAll(() => t.close());

  it('lists sliders by name and a slider’s slides (inactive too) by order', async () => {
    const sliders = await http().get('/api/admin/sliders').set('Authorization', admin.auth).expect(200);
    expect(sliders.body.map((s: Slider) => s.code)).toEqual(['aa_admin', 'zz_admin']);
    const slides = await http()
      .get(`/api/admin/sliders/${slider.id}/slides`)
      .set('Authorization', admin.auth)
      .expect(200);
    expect(slides.body.map((s: { title: string; order: number }) => [s.title, s.order])).toEqual([
      ['First', 0],
      ['Second', 1],
    ]);
    await http()
      .get('/api/admin/sliders/00000000-0000-0000-0000-000000000000/slides')
      .set('Authorization', admin.auth)
      .expect(404);
  });

  it('adds, edits, reorders and deletes a slide, each with its audit record and slider.changed event', async () => {
    const added = await http()
      .post(`/api/admin/sliders/${slider.id}/slides`)
      .set('Authorization', admin.auth)
      .send({ title: 'New Slide', image_url: '/images/default-slide.svg', order: 2, active: true })
      .expect(201);
    expect(added.body).toMatchObject({
      title: 'New Slide',
      order: 2,
      active: true,
      subtitle: null,
      slider_id: slider.id,
    });
    const id = added.body.id as string;

    const edited = await http()
      .put(`/api/admin/slides/${id}`)
      .set('Authorization', admin.auth)
      .send(slideFields)
      .expect(200);
    expect(edited.body).toMatchObject({ ...slideFields, order: 2 });
    await http().patch(`/api/admin/slides/${id}/order`).set('Authorization', admin.auth).send({ order: 0 }).expect(200);
    const publicSlider = await http().get('/api/sliders/zz_admin').expect(200);
    expect(publicSlider.body.slides.map((s: { title: string }) => s.title)).toEqual(['First']); // the edited slide is inactive

    await http().delete(`/api/admin/slides/${id}`).set('Authorization', admin.auth).expect(204);
    await http().delete(`/api/admin/slides/${id}`).set('Authorization', admin.auth).expect(404);
    expect(await audit(id)).toEqual([
      {
        actor_email: admin.email,
        entity: 'slide',
        action: 'create',
        changed_fields: ['title', 'image_url', 'order', 'active'],
      },
      {
        actor_email: admin.email,
        entity: 'slide',
        action: 'update',
        changed_fields: ['title', 'subtitle', 'image_url', 'button_text', 'button_url', 'active'],
      },
      { actor_email: admin.email, entity: 'slide', action: 'reorder', changed_fields: ['order'] },
      { actor_email: admin.email, entity: 'slide', action: 'delete', changed_fields: [] },
    ]);
    expect(await events('sliderId', slider.id)).toHaveLength(4);
  });

  it('refuses invalid slide fields with a message per field and changes nothing', async () => {
    const [slide] = (await http().get(`/api/admin/sliders/${slider.id}/slides`).set('Authorization', admin.auth))
      .body as { id: string }[];
    const res = await http()
      .put(`/api/admin/slides/${slide.id}`)
      .set('Authorization', admin.auth)
      .send({ ...slideFields, title: '  ', image_url: 'javascript:alert(1)', button_url: 'ftp://x.example', extra: 1 })
      .expect(400);
    expect(res.body.errors).toEqual({
      title: 'Title is required',
      image_url: 'Image URL must start with http://, https:// or /',
      button_url: 'Button URL must start with http://, https:// or /',
      extra: 'extra is not a known field',
    });
    await http()
      .patch(`/api/admin/slides/${slide.id}/order`)
      .set('Authorization', admin.auth)
      .send({ order: -1 })
      .expect(400);
    await http()
      .post(`/api/admin/sliders/${slider.id}/slides`)
      .set('Authorization', admin.auth)
      .send({ title: 'x', image_url: '//evil.example/x.png', order: 0, active: true })
      .expect(400);
    await http()
      .post(`/api/admin/sliders/${slider.id}/slides`)
      .set('Authorization', admin.auth)
      .send({ ...slideFields, button_url: '/\t/evil.example' })
      .expect(400);
    expect(await audit(slide.id)).toEqual([]);
  });

  it('lists every page by title, published or not', async () => {
    await createPage(ds, { title: 'Zeta draft', slug: 'zeta-draft', is_published: false });
    await createPage(ds, { title: 'Alpha', slug: 'alpha' });
    const res = await http().get('/api/admin/pages').set('Authorization', admin.auth).expect(200);
    const titles = res.body.map((p: { title: string }) => p.title);
    expect(titles).toEqual([...titles].sort());
    expect(res.body.find((p: { slug: string }) => p.slug === 'zeta-draft')).toMatchObject({
      is_published: false,
      content: '<p>Hello</p>',
    });
  });

  it("creates 'New Page' unpublished, suffixing a taken slug", async () => {
    const first = await http().post('/api/admin/pages').set('Authorization', admin.auth).expect(201);
    const second = await http().post('/api/admin/pages').set('Authorization', admin.auth).expect(201);
    expect(first.body).toMatchObject({ title: 'New Page', slug: 'new-page', content: '', is_published: false });
    expect(second.body.slug).toBe('new-page-2');
    expect(await events('pageId', first.body.id)).toEqual([{ type: 'page.saved' }]);
    await http().get('/api/pages/new-page').expect(404); // unpublished
  });

  it('updates a page: sanitised content, updated_at set, audit with the changed fields, visible to the public', async () => {
    const page = await createPage(ds, { title: 'Old', slug: 'old-page', is_published: false });
    const body = {
      title: 'Our Story',
      slug: 'our-story',
      content: '<h2>Hi</h2><script>alert(1)</script>',
      is_published: true,
    };
    const res = await http().put(`/api/admin/pages/${page.id}`).set('Authorization', admin.auth).send(body).expect(200);
    expect(res.body).toMatchObject({
      title: 'Our Story',
      slug: 'our-story',
      content: '<h2>Hi</h2>',
      is_published: true,
    });
    expect(new Date(res.body.updated_at).getTime()).toBeGreaterThan(page.updated_at.getTime());
    expect((await http().get('/api/pages/our-story').expect(200)).body.content).toBe('<h2>Hi</h2>');
    expect(await audit(page.id)).toEqual([
      {
        actor_email: admin.email,
        entity: 'page',
        action: 'update',
        changed_fields: ['title', 'slug', 'content', 'is_published'],
      },
    ]);
  });

  it('refuses bad slugs, reserved slugs and a slug another page uses, next to the slug field', async () => {
    const page = await createPage(ds, { slug: 'mine' });
    await createPage(ds, { slug: 'taken' });
    const put = (slug: string) =>
      http()
        .put(`/api/admin/pages/${page.id}`)
        .set('Authorization', admin.auth)
        .send({ title: 'T', slug, content: '', is_published: true });
    expect((await put('Bad Slug').expect(400)).body.errors).toEqual({
      slug: 'Slug may contain only lowercase letters, digits and single hyphens',
    });
    expect((await put('a--b').expect(400)).body.errors.slug).toBeDefined();
    for (const reserved of ['movies', 'admin', 'login', 'api', '404', 'map', 'search', 'register', 'locations']) {
      expect((await put(reserved).expect(400)).body.errors).toEqual({
        slug: 'This slug is reserved for a page of the site',
      });
    }
    expect((await put('taken').expect(409)).body.errors).toEqual({ slug: 'Another page already uses this slug' });
    expect(await audit(page.id)).toEqual([]);
  });

  it('previews content through the public sanitiser without storing it', async () => {
    const res = await http()
      .post('/api/admin/pages/preview')
      .set('Authorization', admin.auth)
      .send({ content: '<p onclick="x()">Hi</p><img src="javascript:x">' })
      .expect(200);
    expect(res.body).toEqual({ html: '<p>Hi</p><img />' });
  });

  it('documents the admin bodies in the OpenAPI page from the same rules', async () => {
    const doc = (await http().get('/api/docs-json').expect(200)).body;
    const body = doc.paths['/api/admin/slides/{id}'].put.requestBody.content['application/json'].schema;
    expect(body.properties.title).toMatchObject({ type: 'string', minLength: 1, maxLength: 200 });
    expect(
      doc.paths['/api/admin/pages/{id}'].put.requestBody.content['application/json'].schema.properties.slug.pattern,
    ).toBeDefined();
  });

  it('has no way to delete a page', async () => {
    const page = await createPage(ds);
    await http().delete(`/api/admin/pages/${page.id}`).set('Authorization', admin.auth).expect(404);
    expect(await ds.query(`SELECT 1 FROM pages WHERE id = $1`, [page.id])).toHaveLength(1);
  });

  it('answers 401 anonymously and 403 to a normal user on every slider and page route', async () => {
    const page = await createPage(ds);
    const [slide] = (await http().get(`/api/admin/sliders/${slider.id}/slides`).set('Authorization', admin.auth))
      .body as { id: string }[];
    const routes: [Parameters<typeof expectAdminOnly>[2], string, object?][] = [
      ['get', '/api/admin/sliders'],
      ['get', `/api/admin/sliders/${slider.id}/slides`],
      ['post', `/api/admin/sliders/${slider.id}/slides`, { title: 'x', image_url: '/x.png', order: 0, active: true }],
      ['put', `/api/admin/slides/${slide.id}`, slideFields],
      ['patch', `/api/admin/slides/${slide.id}/order`, { order: 3 }],
      ['delete', `/api/admin/slides/${slide.id}`],
      ['get', '/api/admin/pages'],
      ['post', '/api/admin/pages'],
      ['put', `/api/admin/pages/${page.id}`, { title: 'x', slug: 'hacked', content: '', is_published: true }],
      ['post', '/api/admin/pages/preview', { content: 'x' }],
    ];
    const before = await ds.query(`SELECT count(*) FROM audit_log`);
    for (const [method, url, body] of routes) {
      expect([url, await expectAdminOnly(t.app, user.auth, method, url, body)]).toEqual([
        url,
        { anonymous: 401, user: 403 },
      ]);
    }
    expect(await ds.query(`SELECT count(*) FROM audit_log`)).toEqual(before);
  });
});
