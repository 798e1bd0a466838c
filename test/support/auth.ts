import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createUser } from './accounts.js';

/** Signs in a fresh verified admin and returns its bearer token for /api/admin/** requests. */
export async function adminToken(app: INestApplication): Promise<string> {
  const admin = await createUser(app.get(DataSource), { role: 'admin' });
  const res = await request(app.getHttpServer())
    .post('/api/auth/login')
    .send({ email: admin.email, password: admin.password })
    .expect(200);
  return res.body.access_token as string;
}

/** Headers for an admin request: `request(...).get(url).set(await adminHeaders(app))`. */
export async function adminHeaders(app: INestApplication): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${await adminToken(app)}` };
}
