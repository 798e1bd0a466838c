import {
  Injectable,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import { etagOf } from './read-cache-store.js';
import { ReadCache } from './read-cache.js';

/**
 * Keeps this route's 200 answers in the read cache until the public data changes. Only for a
 * route whose answer depends on nothing but its URL and the public tables (no session, no
 * cookie, no time of day), and whose tables raise the public data NOTIFY (migration 1763830010000).
 */
export const CachedPublicRead = (): MethodDecorator & ClassDecorator => UseInterceptors(CachedPublicReadInterceptor);

@Injectable()
export class CachedPublicReadInterceptor implements NestInterceptor {
  constructor(private readonly cache: ReadCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const version = req.method === 'GET' ? this.cache.versionForMiss() : undefined;
    if (version === undefined) return next.handle();
    return next.handle().pipe(
      map((value: unknown) => {
        if (res.statusCode !== 200 || typeof value !== 'object' || value === null) return value;
        if (/no-store/.test(String(res.getHeader('Cache-Control') ?? ''))) return value;
        // The bytes Express's res.json will send for this value, so a hit answers exactly the same.
        const body = Buffer.from(JSON.stringify(value));
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('ETag', etagOf(body));
        const route = (req.route as { path?: unknown } | undefined)?.path;
        this.cache.remember(
          req.originalUrl,
          version,
          res.getHeaders(),
          body,
          typeof route === 'string' ? route : undefined,
        );
        return value;
      }),
    );
  }
}
