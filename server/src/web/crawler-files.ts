import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { SitemapService, type SitemapFile } from '../sitemap/index.js';

const SITEMAP_PATH = /^\/(sitemap\.xml|sitemaps\/[a-z]+-[1-9][0-9]{0,5}\.xml)$/;
const ACCEPTS_GZIP = /\bgzip\b/;
const gunzipped = promisify(gunzip);

/**
 * /robots.txt and the sitemap (/sitemap.xml, an index of the files under /sitemaps/), served
 * before the client's static files and whether or not the client is built: they are about the
 * site, not about the bundle.
 */
export function mountCrawlerFiles(app: INestApplication): void {
  const sitemap = app.get(SitemapService);
  app.use(async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/robots.txt') {
      res.set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
      return void res.send(robotsTxt(sitemap.sitemapUrl));
    }
    if (!SITEMAP_PATH.test(req.path)) return next();
    try {
      const file = await sitemap.file(req.path);
      if (file === null) return void res.status(404).type('text/plain').send('No such sitemap file.');
      await sendSitemapFile(file, req, res);
    } catch (error) {
      next(error);
    }
  });
}

/**
 * A sitemap file as kept (gzip) to the crawlers that accept it, which is all of them; unpacked for
 * any other client. Written past the compression middleware: the bytes are final.
 */
async function sendSitemapFile(file: SitemapFile, req: Request, res: Response): Promise<void> {
  res.set({
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': 'public, max-age=300',
    ETag: file.etag,
    Vary: 'Accept-Encoding',
  });
  if (req.headers['if-none-match'] === file.etag) return void res.status(304).end();
  const gzip = ACCEPTS_GZIP.test(req.headers['accept-encoding'] ?? '');
  const body = gzip ? file.gzipped : await gunzipped(file.gzipped);
  if (gzip) res.set('Content-Encoding', 'gzip');
  res.set('Content-Length', String(body.length)).status(200).end(body);
}

/**
 * The API reads a public page makes while it renders: a crawler that runs the page's scripts (and
 * obeys robots.txt for their requests) must be able to fetch them, or the page it renders would be
 * an error state. The longer Allow wins over `Disallow: /api` (RFC 9309: the most specific rule).
 */
const PUBLIC_READS = [
  '/api/settings',
  '/api/movies',
  '/api/locations/',
  '/api/pages/',
  '/api/sliders/',
  '/api/reviews?',
];

/** Uploaded photos (media/), which pages show and image search lists with them. */
const PHOTOS = '/api/media/';

/**
 * The public site is open; the admin screens and the rest of the API are not for crawlers. The
 * admin area is matched exactly (`/admin`, with a query or below it; `$` ends a rule, RFC 9309): a bare
 * `Disallow: /admin` is a prefix that also shut out CMS pages such as /administrator-guide. Sign-in,
 * account and password pages stay crawlable: they say noindex in their head, which a crawler must be
 * allowed to read (web/page-heads.ts).
 */
export function robotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin$',
    'Disallow: /admin?',
    'Disallow: /admin/',
    'Disallow: /api',
    // Prometheus's scrape target (METRICS_TOKEN), not a page.
    'Disallow: /metrics',
    ...PUBLIC_READS.map((path) => `Allow: ${path}`),
    `Allow: ${PHOTOS}`,
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
