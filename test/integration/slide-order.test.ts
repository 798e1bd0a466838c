import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { signInAdminAndUser } from '../support/admin-api.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createSlider } from '../support/factories.js';

/** A slider's slides keep the orders 0, 1, 2, … whatever the admin adds, deletes or moves. */
describe('slide order', () => {
  let t: TestApp;
  let ds: DataSource;
  let auth: string;
  const http = () => request(t.app.getHttpServer());

  /** [title, order] as the admin list (and, for active slides, the home page) shows them. */
  const listed = async (sliderId: string) =>
    (await http().get(`/api/admin/sliders/${sliderId}/slides`).set('Authorization', auth).expect(200)).body.map(
      (slide: { title: string; order: number }) => [slide.title, slide.order],
    );
  const add = (sliderId: string, title: string, order: number) =>
    http()
      .post(`/api/admin/sliders/${sliderId}/slides`)
      .set('Authorization', auth)
      .send({ title, image_url: '/images/default-slide.svg', order, active: true })
      .expect(201);
  const idOf = async (sliderId: string, title: string) =>
    (await ds.query(`SELECT id FROM slides WHERE slider_id = $1 AND title = $2`, [sliderId, title]))[0].id as string;
  const move = (id: string, order: number) =>
    http().patch(`/api/admin/slides/${id}/order`).set('Authorization', auth).send({ order }).expect(200);

  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
    ds = t.app.get(DataSource);
    ({ auth } = (await signInAdminAndUser(t.app)).admin);
  });
  afterAll(() => t.close());

  it('puts a new slide last when the orders started at 1 (as the demo slider was seeded)', async () => {
    const slider = await createSlider(ds, 'from_one', [
      { title: 'A', order: 1 },
      { title: 'B', order: 2 },
      { title: 'C', order: 3 },
    ]);
    // The editor sends the slide count, 3: the same order as C before.
    const created = await add(slider.id, 'New', 3);
    expect(created.body.order).toBe(3);
    expect(await listed(slider.id)).toEqual([
      ['A', 0],
      ['B', 1],
      ['C', 2],
      ['New', 3],
    ]);
  });

  it('puts a new slide last for any order past the end, and at its position otherwise', async () => {
    const slider = await createSlider(ds, 'positions', [{ title: 'A' }, { title: 'B' }]);
    await add(slider.id, 'Far', 500);
    await add(slider.id, 'First', 0);
    expect(await listed(slider.id)).toEqual([
      ['First', 0],
      ['A', 1],
      ['B', 2],
      ['Far', 3],
    ]);
  });

  it('closes the gap a deleted slide leaves', async () => {
    const slider = await createSlider(ds, 'deletes', [{ title: 'A' }, { title: 'B' }, { title: 'C' }]);
    await http()
      .delete(`/api/admin/slides/${await idOf(slider.id, 'B')}`)
      .set('Authorization', auth)
      .expect(204);
    await add(slider.id, 'New', 2);
    expect(await listed(slider.id)).toEqual([
      ['A', 0],
      ['C', 1],
      ['New', 2],
    ]);
  });

  it('moves a slide to its new position, the ones between shifting by one, after every call', async () => {
    const slider = await createSlider(ds, 'moves', [{ title: 'A' }, { title: 'B' }, { title: 'C' }, { title: 'D' }]);
    await move(await idOf(slider.id, 'D'), 0);
    expect(await listed(slider.id)).toEqual([
      ['D', 0],
      ['A', 1],
      ['B', 2],
      ['C', 3],
    ]);
    // The editor renumbers the whole list and sends each slide's new order in turn (SPEC §4).
    const wanted = ['B', 'C', 'D', 'A'];
    for (const [order, title] of wanted.entries()) {
      await move(await idOf(slider.id, title), order);
      const orders = (await listed(slider.id)).map(([, o]: [string, number]) => o);
      expect(orders).toEqual([0, 1, 2, 3]);
    }
    expect(await listed(slider.id)).toEqual(wanted.map((title, order) => [title, order]));
    const moved = await move(await idOf(slider.id, 'A'), 99);
    expect(moved.body.order).toBe(3);
  });

  it('gives slides added at the same moment orders of their own', async () => {
    const slider = await createSlider(ds, 'together', [{ title: 'A' }]);
    await Promise.all(['X', 'Y', 'Z'].map((title) => add(slider.id, title, 1)));
    const orders = (await listed(slider.id)).map(([, order]: [string, number]) => order);
    expect(orders).toEqual([0, 1, 2, 3]);
  });

  it('refuses two slides with one order in the database itself', async () => {
    const slider = await createSlider(ds, 'ties', [{ title: 'A' }]);
    await expect(
      ds.query(
        `INSERT INTO slides (slider_id, title, image_url, "order", active) VALUES ($1, 'Tie', '/x.svg', 0, true)`,
        [slider.id],
      ),
    ).rejects.toThrow(/slides_slider_order_key/);
  });
});
