import { randomBytes } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { GZIP_MIN_BYTES, PublicDataVersion, VersionedLru, type FrontCache } from '../read-cache/index.js';
import {
  bodyWith,
  gzippedWith,
  headersWith,
  splicedPageSize,
  splicePage,
  type SplicedPage,
  withGzip,
} from './spliced-page.js';

const ACCEPTS_GZIP = /\bgzip\b/;

/** A fresh CSP nonce: 128 random bits, base64 (CSP3 asks for at least 128). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Rendered pages (web-client.ts) kept per URL for the current public data version and answered
 * before the app (read-cache's serveReadCacheHits), each answer with a fresh CSP nonce spliced in
 * (spliced-page.ts). A page's HTML is made from its path, the public tables and the build; never
 * from the session or a cookie, so one rendering serves every visitor. Only complete 200 pages
 * are kept (web-client.ts decides); a page made while the data changed is not.
 */
@Injectable()
export class PageCache implements FrontCache {
  private readonly store: VersionedLru<SplicedPage>;
  private readonly enabled: boolean;
  /** Renders under way, by data version and URL. */
  private readonly rendering = new Map<string, Promise<SplicedPage | undefined>>();

  constructor(
    private readonly version: PublicDataVersion,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.enabled = config.pageCacheBytes > 0;
    this.store = new VersionedLru(config.pageCacheBytes, splicedPageSize);
    version.onChange(() => this.store.clear());
  }

  /** The version a render starts from (read it before any data); undefined when nothing may be kept now. */
  versionForMiss(): number | undefined {
    return this.enabled && this.version.isTrustworthy ? this.version.value : undefined;
  }

  /**
   * Cuts a page rendered with `nonce` into its spliced form, and keeps it for `url` when the
   * data version it was made at is still the current one.
   */
  keep(
    url: string,
    madeAtVersion: number | undefined,
    html: string,
    nonce: string,
    headers: OutgoingHttpHeaders,
  ): SplicedPage {
    const page = splicePage(madeAtVersion ?? -1, html, nonce, headers);
    if (madeAtVersion !== undefined && madeAtVersion === this.versionForMiss()) this.store.set(url, withGzip(page));
    return page;
  }

  /**
   * The page kept for this URL at this data version. A request that missed the cache before the
   * app may reach the renderer after another request's render was kept (the app's middleware runs
   * in between): it takes that page rather than render it again.
   */
  kept(url: string, version: number | undefined): SplicedPage | undefined {
    return version === undefined ? undefined : this.store.get(url, version);
  }

  /**
   * The render of this URL already under way at this data version, to wait for rather than render
   * the page again: a burst of requests for a page not kept yet (a crawler, a link shared widely)
   * would otherwise render it once per request until the first render is kept — at a million
   * places fifty renders at once ran the database pool dry and none was kept. A render started at
   * an older version is never joined: the writer's next request never gets the page from before.
   */
  renderUnderWay(url: string, version: number | undefined): Promise<SplicedPage | undefined> | undefined {
    return version === undefined ? undefined : this.rendering.get(`${version} ${url}`);
  }

  /** Marks a render as under way; the returned function hands its page (or none) to those waiting. */
  renderStarted(url: string, version: number | undefined): (page?: SplicedPage) => void {
    if (version === undefined) return () => undefined;
    const key = `${version} ${url}`;
    let share!: (page?: SplicedPage) => void;
    const shared = new Promise<SplicedPage | undefined>((resolve) => (share = resolve));
    this.rendering.set(key, shared);
    return (page) => {
      if (this.rendering.get(key) === shared) this.rendering.delete(key);
      share(page);
    };
  }

  tryServe(req: IncomingMessage, res: ServerResponse): boolean {
    const version = this.versionForMiss();
    if (req.url === undefined) return false;
    const page = this.kept(req.url, version);
    if (!page) return false;
    this.answer(page, req, res);
    return true;
  }

  /**
   * Sends a spliced page with a fresh nonce: a hit, or the render that was just kept (so the first
   * answer is the same as every later one). A 304 carries no CSP: the browser keeps the headers
   * it stored with the body, whose nonce is the one that body holds.
   */
  answer(page: SplicedPage, req: IncomingMessage, res: ServerResponse): void {
    if (req.headers['if-none-match'] === page.etag) {
      res.writeHead(304, ['ETag', page.etag, 'Vary', 'Accept-Encoding', 'Cache-Control', 'no-cache']);
      res.end();
      return;
    }
    const nonce = newNonce();
    const nonceBytes = Buffer.from(nonce);
    const plain = bodyWith(page, nonceBytes);
    const gzip = plain.length >= GZIP_MIN_BYTES && ACCEPTS_GZIP.test(req.headers['accept-encoding'] ?? '');
    const body = gzip ? gzippedWith(page, nonceBytes) : plain;
    const headers = headersWith(page, nonce);
    headers.push('ETag', page.etag, 'Vary', 'Accept-Encoding', 'Content-Length', String(body.length));
    if (gzip) headers.push('Content-Encoding', 'gzip');
    res.writeHead(200, headers);
    res.end(body);
  }

  /** Pages and bytes held, for tests and the operator. */
  stats(): { entries: number; bytes: number } {
    return { entries: this.store.size, bytes: this.store.totalBytes };
  }
}
