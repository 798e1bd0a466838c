import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { BEARER_SCHEME, completeOpenApiDocument } from './openapi-completion.js';
import { routeFactsByOperationId } from './openapi-routes.js';

const DOCS_PATH = 'api/docs';

/**
 * OpenAPI generated from the controllers, browsable at /api/docs (JSON at /api/docs-json), completed
 * from what the server enforces (openapi-completion.ts) so it validates as OpenAPI 3.0.
 */
export function setupOpenApi(app: INestApplication): void {
  const site = new URL(app.get<AppConfig>(APP_CONFIG).appUrl).origin;
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('ReelAtlas API')
      .setDescription('Movies, filming locations, reviews, CMS pages and site settings')
      .setVersion('1.0')
      .setLicense('MIT', 'https://opensource.org/licenses/MIT')
      // The paths carry their /api prefix: the server is the site itself (APP_URL).
      .addServer(site, 'This site')
      .addBearerAuth(
        {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token from POST /api/auth/login',
        },
        BEARER_SCHEME,
      )
      .build(),
  );
  completeOpenApiDocument(document, routeFactsByOperationId(app));
  app.use(`/${DOCS_PATH}`, docsContentSecurityPolicy(site));
  SwaggerModule.setup(DOCS_PATH, app, document);
}

/**
 * Swagger UI is a page of this site like any other, so it gets a Content-Security-Policy too: its
 * scripts are its own files (no inline script), its template has inline styles, its icons are data:
 * URIs, and "Try it out" calls this site (APP_URL may name another origin than the one browsed).
 */
function docsContentSecurityPolicy(site: string) {
  const policy = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' ${site}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Content-Security-Policy', policy);
    next();
  };
}
