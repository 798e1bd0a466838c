import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { ReadCache } from './read-cache.js';

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Puts the read cache in front of the app on the HTTP server itself: a GET the cache holds is
 * answered before Express, its middleware and Nest see it; everything else goes on unchanged.
 * (Hits therefore get no per-request log line; misses, writes and errors do.)
 */
export function serveReadCacheHits(server: Server, cache: ReadCache): void {
  const appListeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET' && cache.tryServe(req, res)) return;
    for (const listener of appListeners) listener.call(server, req, res);
  });
}
