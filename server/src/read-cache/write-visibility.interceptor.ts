import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { from, mergeMap, type Observable } from 'rxjs';
import { PublicDataVersion } from './public-data-version.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write answers only once this process has heard its own change, so the writer's next read
 * (an editor saving, then opening the page) never gets the answer cached before the write.
 *
 * PublicDataVersion already waits after every committed transaction; this covers the writes
 * that run outside one (query-builder updates and deletes, raw queries). When both apply, the
 * second wait is one `SELECT 1` on an idle connection, which a write can afford.
 */
@Injectable()
export class WriteVisibilityInterceptor implements NestInterceptor {
  constructor(private readonly version: PublicDataVersion) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http' || READS.has(context.switchToHttp().getRequest<Request>().method)) {
      return next.handle();
    }
    return next.handle().pipe(mergeMap((value: unknown) => from(this.version.heardUpToNow().then(() => value))));
  }
}
