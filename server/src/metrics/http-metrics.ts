import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Metrics } from './metrics.service.js';

/**
 * The route label of a request: Express's matched route template (`/api/movies/:slug`), which a
 * read-cache hit carries too (read-cache.ts sets it), never the URL itself, so the number of series
 * stays bounded whatever URLs are asked for. Requests no route matched get a fixed label.
 */
export function routeLabel(req: IncomingMessage): string {
  const template = (req as IncomingMessage & { route?: { path?: unknown } }).route?.path;
  // Nest's not-found handler and the request logger are wildcard routes (`*path`): not a template.
  if (typeof template === 'string' && template.startsWith('/') && !template.includes('*')) return template;
  // Express rewrites req.url while it routes; originalUrl keeps what was asked.
  const asked = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';
  const path = asked.split('?', 1)[0];
  if (path === '/api' || path.startsWith('/api/')) return 'unmatched';
  if (path.startsWith('/assets/')) return 'static';
  // The web client's pages, robots.txt and the sitemap files (middleware, not routes).
  return 'page';
}

/**
 * Counts and times every HTTP answer of the server, read-cache hits included: wraps the server's
 * request listeners (call it after serveReadCacheHits, so the cache's listener is inside).
 */
export function measureHttpRequests(server: Server, metrics: Metrics): void {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const end = metrics.httpDuration.startTimer();
    let done = false;
    const record = () => {
      if (done) return;
      done = true;
      const labels = {
        method: req.method ?? 'GET',
        route: routeLabel(req),
        status: res.writableFinished || res.headersSent ? String(res.statusCode) : 'aborted',
      };
      metrics.httpRequests.inc(labels);
      end(labels);
    };
    res.once('finish', record);
    res.once('close', record);
    for (const listener of listeners) listener.call(server, req, res);
  });
}
