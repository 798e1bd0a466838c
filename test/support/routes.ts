import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { ACCESS_POLICY, type AccessPolicy } from '../../server/src/auth/auth.decorators.js';
import { METRICS_PATH } from '../../server/src/metrics/metrics.controller.js';

export interface RegisteredRoute {
  method: string;
  /** Full path as Express matches it, e.g. /api/admin/queues/:queue/retry-failed */
  path: string;
  handler: string;
  policy: AccessPolicy | undefined;
}

const GLOBAL_PREFIX = 'api';
/** Controllers bootstrap.ts mounts outside the global prefix (GET /metrics). */
const UNPREFIXED = new Set([METRICS_PATH]);

/**
 * Every controller route of the app, read from Nest's module container (what Nest will
 * mount), with the access policy the AccessGuard will read for it.
 */
export function listRoutes(app: INestApplication): RegisteredRoute[] {
  const reflector = app.get(Reflector);
  const scanner = new MetadataScanner();
  const routes: RegisteredRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | undefined;
      if (!controller) continue;
      const base = paths(Reflect.getMetadata(PATH_METADATA, controller));
      for (const name of scanner.getAllMethodNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name] as () => unknown;
        const sub = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (sub === undefined) continue; // not a route handler
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const policy = reflector.getAllAndOverride<AccessPolicy | undefined>(ACCESS_POLICY, [handler, controller]);
        for (const b of base) {
          for (const s of paths(sub)) {
            const prefix = UNPREFIXED.has(b) ? '' : GLOBAL_PREFIX;
            routes.push({ method, path: join(prefix, b, s), handler: `${controller.name}.${name}`, policy });
          }
        }
      }
    }
  }
  return routes;
}

/**
 * The route paths Express itself holds (its router stack), to check that listRoutes misses none:
 * those under /api and the few outside it.
 */
export function expressRoutePaths(app: INestApplication): Set<string> {
  const router = (app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string } }[] } }).router;
  return new Set(
    router.stack
      .flatMap((layer) => (layer.route ? [layer.route.path] : []))
      .filter((p) => p.startsWith(`/${GLOBAL_PREFIX}/`) || UNPREFIXED.has(p.slice(1))),
  );
}

const paths = (value: string | string[] | undefined): string[] => (Array.isArray(value) ? value : [value ?? '']);

function join(...parts: string[]): string {
  const joined = parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/');
  return `/${joined}`;
}

/** An exact request line (no URL normalisation on the way), for hostile path spellings. */
export function rawRequest(
  app: INestApplication,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const { port } = (app.getHttpServer() as http.Server).address() as AddressInfo;
  // Node frames a DELETE body only with an explicit length (it never chunks DELETE), so one is always sent.
  const body = method === 'GET' || method === 'HEAD' ? undefined : '{}';
  const framing = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { 'content-type': 'application/json', ...framing, ...headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
