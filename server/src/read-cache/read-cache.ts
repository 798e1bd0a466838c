import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PublicDataVersion } from './public-data-version.js';
import { etagOf, ReadCacheStore, reusableHeaders, type CachedRead } from './read-cache-store.js';

const ACCEPTS_GZIP = /\bgzip\b/;

/**
 * Ready answers to the hot public reads (routes marked `@CachedPublicRead()`), kept for the current
 * public data version and served straight from node's HTTP layer (see serveReadCacheHits): a hit
 * costs a map lookup and one write instead of the router, guards, queries and serialisation.
 */
@Injectable()
export class ReadCache {
  private readonly store: ReadCacheStore;
  private readonly enabled: boolean;

  constructor(
    private readonly version: PublicDataVersion,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.enabled = config.readCacheBytes > 0;
    this.store = new ReadCacheStore(config.readCacheBytes);
    version.onChange(() => this.store.clear());
  }

  /** The version a miss starts from; undefined when nothing may be cached now. */
  versionForMiss(): number | undefined {
    return this.enabled && this.version.isTrustworthy ? this.version.value : undefined;
  }

  /**
   * Keeps a route's answer, unless the data changed while it was being made (then it may
   * already be stale, and the next request makes it again).
   */
  remember(url: string, madeAtVersion: number, headers: OutgoingHttpHeaders, body: Buffer, route?: string): void {
    if (madeAtVersion !== this.versionForMiss()) return;
    this.store.set(url, { version: madeAtVersion, etag: etagOf(body), headers: reusableHeaders(headers), body, route });
  }

  /** Answers the request from the cache when it holds it; false sends it on to the app. */
  tryServe(req: IncomingMessage, res: ServerResponse): boolean {
    const version = this.versionForMiss();
    if (version === undefined || req.url === undefined) return false;
    const entry = this.store.get(req.url, version);
    if (!entry) return false;
    // As Express would have set it: the metrics label a hit with the route that made the answer.
    if (entry.route) (req as IncomingMessage & { route?: { path: string } }).route = { path: entry.route };
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, notModifiedHeaders(entry));
      res.end();
      return true;
    }
    const gzipped = ACCEPTS_GZIP.test(req.headers['accept-encoding'] ?? '') ? this.store.gzipped(entry) : undefined;
    const body = gzipped ?? entry.body;
    const headers = entry.headers.flat();
    headers.push('ETag', entry.etag, 'Vary', 'Accept-Encoding', 'Content-Length', String(body.length));
    if (gzipped) headers.push('Content-Encoding', 'gzip');
    res.writeHead(200, headers);
    res.end(body);
    return true;
  }

  /** Entries and bytes held, for tests and the operator. */
  stats(): { entries: number; bytes: number } {
    return { entries: this.store.size, bytes: this.store.totalBytes };
  }
}

function notModifiedHeaders(entry: CachedRead): string[] {
  const headers = ['ETag', entry.etag, 'Vary', 'Accept-Encoding'];
  for (const [name, value] of entry.headers) {
    if (name.toLowerCase() === 'cache-control') headers.push(name, value);
  }
  return headers;
}
