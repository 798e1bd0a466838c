import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { SitemapService } from '../sitemap/index.js';

const SITEMAP_PATH = /^\/sitemap(-[1-9][0-9]{0,5})?\.xml$/;

/**
 * /robots.txt and /sitemap.xml (with its child files beyond 50,000 URLs), served before the
 * client's static files and whether or not the client is built: they are about the site, not
 * about the bundle.
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
      const xml = await sitemap.file(req.path);
      if (xml === null) return void res.status(404).type('text/plain').send('No such sitemap file.');
      res.set({ 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' });
      res.send(xml);
    } catch (error) {
      next(error);
    }
  });
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
