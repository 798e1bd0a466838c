import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, ForbiddenException, Get } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host.js';
import request from 'supertest';
import { AccessGuard } from '../../server/src/auth/access.guard.js';
import { DataSource } from 'typeorm';
import { createUser } from '../support/accounts.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { adminToken } from '../support/auth.js';
import { expressRoutePaths, listRoutes, rawRequest, type RegisteredRoute } from '../support/routes.js';

const ADMIN_PREFIX = /^\/api\/admin(\/|$)/;
/** Sample values for route parameters, chosen so a canonical admin request would succeed. */
const SAMPLE_PARAMS: Record<string, string> = { queue: 'domain-events', id: '1' };

const fill = (path: string) => path.replace(/:(\w+)/g, (_m, name: string) => SAMPLE_PARAMS[name] ?? 'x');

/** The spellings Express (or a proxy) might route to the admin handler if access were read from the URL. */
function hostileSpellings(path: string): Record<string, string> {
  const tail = path.slice('/api/admin'.length);
  return {
    ADMIN: `/api/ADMIN${tail}`,
    Admin: `/api/Admin${tail}`,
    'upper-cased tail': `/api/admin${tail.toUpperCase()}`,
    '%61dmin': `/api/%61dmin${tail}`,
    'doubled slash': `/api//admin${tail}`,
    'doubled inner slash': `/api/admin/${tail}`,
    'trailing slash': `${path}/`,
  };
}

describe('access boundary: every route declares who may call it', () => {
  let t: TestApp;
  let routes: RegisteredRoute[];
  let userToken: string;
  let adminBearer: string;

  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '1000' });
    routes = listRoutes(t.app);
    const user = await createUser(t.app.get(DataSource));
    const res = await request(t.app.getHttpServer())
      .post('/api/auth/login')
      .send({ email: user.email, password: user.password })
      .expect(200);
    userToken = res.body.access_token as string;
    adminBearer = await adminToken(t.app);
  });
  afterAll(() => t.close());

  it('finds every route Express serves (under /api, and /metrics)', () => {
    expect(routes.length).toBeGreaterThan(10);
    const listed = new Set(routes.map((r) => r.path));
    // Not controllers: the OpenAPI pages (@nestjs/swagger, public by design) and the request
    // logger, which Nest mounts as middleware on every path.
    const served = [...expressRoutePaths(t.app)].filter(
      (path) => !/^\/api\/docs([-/.]|$)/.test(path) && path !== '/api/{*path}',
    );
    expect(served.filter((path) => !listed.has(path))).toEqual([]);
  });

  it('gives every route an explicit policy: public, signed-in or admin', () => {
    const missing = routes.filter((r) => !r.policy).map((r) => `${r.method} ${r.path} (${r.handler})`);
    expect(missing).toEqual([]);
  });

  it('refuses a route that declares no policy (fail closed)', async () => {
    @Controller('forgotten')
    class ForgottenController {
      @Get()
      list() {
        return [];
      }
    }
    const context = new ExecutionContextHost(
      [{ method: 'GET', headers: {} }, {}],
      ForgottenController,
      ForgottenController.prototype.list,
    );
    await expect(new AccessGuard(new Reflector()).canActivate(context)).rejects.toBeInstanceOf(ForbiddenException);
  });

  it('makes every route under /api/admin admin-only', () => {
    const admin = routes.filter((r) => ADMIN_PREFIX.test(r.path));
    expect(admin.length).toBeGreaterThanOrEqual(4);
    const open = admin.filter(
      (r) => !(r.policy?.kind === 'roles' && r.policy.roles.length === 1 && r.policy.roles[0] === 'admin'),
    );
    expect(open.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('refuses the canonical admin routes to visitors (401) and users (403), and serves admins', async () => {
    for (const route of routes.filter((r) => ADMIN_PREFIX.test(r.path))) {
      const path = fill(route.path);
      expect([route.path, (await rawRequest(t.app, route.method, path)).status]).toEqual([route.path, 401]);
      expect([
        route.path,
        (await rawRequest(t.app, route.method, path, { authorization: `Bearer ${userToken}` })).status,
      ]).toEqual([route.path, 403]);
    }
    // The sample parameters are real: an admin gets through, so the refusals above are about access.
    expect(
      (await rawRequest(t.app, 'GET', '/api/admin/queues', { authorization: `Bearer ${adminBearer}` })).status,
    ).toBe(200);
    expect(
      (
        await rawRequest(t.app, 'POST', '/api/admin/queues/domain-events/retry-failed', {
          authorization: `Bearer ${adminBearer}`,
        })
      ).status,
    ).toBe(200);
  });

  it('refuses every hostile spelling of every admin route, anonymously and as a normal user', async () => {
    const served: string[] = [];
    for (const route of routes.filter((r) => ADMIN_PREFIX.test(r.path))) {
      for (const [name, path] of Object.entries(hostileSpellings(fill(route.path)))) {
        for (const [who, headers] of [
          ['visitor', {}],
          ['user', { authorization: `Bearer ${userToken}` }],
        ] as const) {
          const { status } = await rawRequest(t.app, route.method, path, headers);
          if (![401, 403, 404].includes(status)) served.push(`${who} ${route.method} ${path} (${name}) -> ${status}`);
        }
      }
    }
    expect(served).toEqual([]);
  });

  it('matches routes case-sensitively and strictly', async () => {
    await request(t.app.getHttpServer()).get('/api/HEALTH').expect(404);
    await request(t.app.getHttpServer()).get('/api/health/').expect(404);
    await request(t.app.getHttpServer()).get('/api/health').expect(200);
  });
});
