import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createUser } from './accounts.js';

/** A signed-in admin and a signed-in normal user, as Authorization headers, plus the admin's id and email. */
export async function signInAdminAndUser(app: INestApplication) {
  const ds = app.get(DataSource);
  const signIn = async (role: 'admin' | 'user') => {
    const user = await createUser(ds, { role });
    const res = await request(app.getHttpServer())
      .post('/api/auth/login')
      .send({ email: user.email, password: user.password })
      .expect(200);
    return { id: user.id, email: user.email, auth: `Bearer ${res.body.access_token as string}` };
  };
  return { admin: await signIn('admin'), user: await signIn('user') };
}

/**
 * Retitles the two-process tests' Roman Holiday through the admin API (the app's own write path:
 * its transaction, its NOTIFY, its "writer sees its write"), every other field as the test made it.
 */
export async function retitleRomanHoliday(
  app: INestApplication,
  auth: string,
  movie: { id: string; slug: string },
  title: string,
): Promise<void> {
  await request(app.getHttpServer())
    .put(`/api/admin/movies/${movie.id}`)
    .set('Authorization', auth)
    .send({
      title,
      slug: movie.slug,
      year: 1953,
      director: 'William Wyler',
      description: 'A princess escapes her duties in Rome.',
      poster_url: null,
      backdrop_url: null,
      genres: ['Romance'],
      imdb_id: null,
    })
    .expect(200);
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Replays a route anonymously and as a normal user; returns both statuses (expected 401 and 403). */
export async function expectAdminOnly(
  app: INestApplication,
  userAuth: string,
  method: Method,
  url: string,
  body: object = {},
) {
  const http = () => request(app.getHttpServer());
  const anonymous = await http()[method](url).send(body);
  const asUser = await http()[method](url).set('Authorization', userAuth).send(body);
  return { anonymous: anonymous.status, user: asUser.status };
}
