import type { Server } from 'node:http';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express from 'express';
import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { migrateDatabase } from './database/migrate.js';
import { Logger } from './common/logging.js';
import type { AppConfig } from './config/app-config.js';
import { setupOpenApi } from './common/openapi.js';
import { securityHeaders } from './common/security-headers.js';
import { createValidationPipe } from './common/validation.js';
import { DatabaseErrorFilter } from './common/database-error.filter.js';
import { refuseUnusableInput } from './common/request-guards.js';
import { mountWebClient } from './web/web-client.js';
import { PageCache } from './web/page-cache.js';
import { ReadCache, serveReadCacheHits } from './read-cache/index.js';
import { METRICS_PATH, Metrics, measureHttpRequests } from './metrics/index.js';

/** Migrates the database (under its lock), then builds the fully configured app; shared by main.ts and the integration tests. */
export async function createApp(config: AppConfig, databaseUrl: string): Promise<NestExpressApplication> {
  await migrateDatabase(databaseUrl);
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.register(config, databaseUrl),
    new ExpressAdapter(expressInstance(config)),
    {
      bufferLogs: true,
      // The body parsers are registered below, so the input check can run right after them.
      bodyParser: false,
    },
  );
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  // GET /metrics is the one route outside /api: where Prometheus looks by default (METRICS_TOKEN).
  app.setGlobalPrefix('api', { exclude: [{ path: METRICS_PATH, method: RequestMethod.GET }] });
  // helmet's headers (HSTS on https only) and the Permissions-Policy; each HTML answer sets its own CSP.
  app.use(securityHeaders(config));
  app.use(compression());
  app.use(cookieParser());
  // A photo upload's body (the image itself) is read after the access guard, by the upload
  // route's PhotoBodyInterceptor; these parsers read JSON and forms only, 100 kB at most.
  app.useBodyParser('json', { limit: '100kb' });
  app.useBodyParser('urlencoded', { extended: false, limit: '100kb' });
  app.use(refuseUnusableInput); // NUL characters and over-deep JSON: 400 before any route
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new DatabaseErrorFilter(app.getHttpAdapter()));
  setupOpenApi(app);
  mountWebClient(app, config);
  serveReadCacheHits(app.getHttpServer() as Server, app.get(ReadCache), app.get(PageCache));
  // Outside the read cache's listener, so its hits are counted too.
  measureHttpRequests(app.getHttpServer() as Server, app.get(Metrics));
  return app;
}

/**
 * Express reads its routing settings when it first creates its router, so they are set on the
 * instance before Nest registers anything. Case-sensitive, strict routing: /api/ADMIN/x and
 * /api/admin/x/ are not /api/admin/x (defence in depth; access itself is decided by each
 * route's declared policy). `trust proxy` comes from TRUST_PROXY and decides req.ip.
 */
function expressInstance(config: AppConfig): express.Express {
  const instance = express();
  instance.set('case sensitive routing', true);
  instance.set('strict routing', true);
  instance.set('trust proxy', config.trustProxy);
  return instance;
}
