import type { IncomingMessage, Server, ServerResponse } from 'node:http';

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/** A cache that can answer a GET by itself: true when it did. */
export interface FrontCache {
  tryServe(req: IncomingMessage, res: ServerResponse): boolean;
}

/**
 * Puts the caches in front of the app on the HTTP server itself (the read cache's JSON, the page
 * cache's HTML): a GET one of them holds is answered before Express, its middleware and Nest see
 * it; everything else goes on unchanged. (Hits therefore get no per-request log line; misses,
 * writes and errors do.)
 */
export function serveReadCacheHits(server: Server, ...caches: FrontCache[]): void {
  const appListeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET') for (const cache of caches) if (cache.tryServe(req, res)) return;
    for (const listener of appListeners) listener.call(server, req, res);
  });
}
