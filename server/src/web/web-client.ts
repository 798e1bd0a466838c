import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { matchPageRoute, pathTo, type HeadKind } from '../contracts/index.js';
import { SettingsService } from '../settings/index.js';
import { SlugRedirectsService, type RedirectEntity } from '../slug-redirects/index.js';
import { mountCrawlerFiles } from './crawler-files.js';
import { contentSecurityPolicy, renderIndexHtml } from './index-html.js';
import { newNonce, PageCache } from './page-cache.js';
import type { SplicedPage } from './spliced-page.js';
import { PageHeads } from './page-heads.js';
import { settingsForPath } from './settings-for-path.js';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Serves the built React client on every path outside /api (ARCHITECTURE: one port).
 * Hashed assets are cached for a year; a page's HTML is rendered once per data version and kept
 * (page-cache.ts), each answer with a fresh CSP nonce.
 */
export function mountWebClient(app: INestApplication, config: AppConfig): void {
  mountCrawlerFiles(app);
  const indexFile = path.join(config.clientDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.use(notBuilt);
    return;
  }
  const template = readFileSync(indexFile, 'utf8');
  const settings = app.get(SettingsService);
  const pageHeads = app.get(PageHeads);
  const redirects = app.get(SlugRedirectsService);
  const pageCache = app.get(PageCache);

  app.use(
    '/assets',
    exceptHtml(
      express.static(path.join(config.clientDir, 'assets'), {
        immutable: true,
        maxAge: ONE_YEAR_SECONDS * 1000,
        index: false,
      }),
    ),
  );
  // A missing asset is a 404, never the app's HTML: a browser would otherwise run a page as a
  // script (a tab left open across a deploy asks for old chunks) or read it as a source map.
  app.use('/assets', exceptHtml(missingAsset));
  // dotfiles: the build manifest (.vite/) is for the server only.
  // Never for the API: a file lookup (an fs.stat on the thread pool) on every API request found nothing.
  const files = exceptHtml(express.static(config.clientDir, { index: false, maxAge: 3_600_000, dotfiles: 'ignore' }));
  app.use((req: Request, res: Response, next: NextFunction) => (isApiPath(req.path) ? next() : files(req, res, next)));
  const renderPage = pageRenderer(template, { settings, pageHeads, redirects, pageCache });
  app.use(async (req: Request, res: Response, next: NextFunction) => {
    if (!isPageRequest(req)) return next();
    // Read before any data: a page made while the data changed is not kept.
    const version = pageCache.versionForMiss();
    const kept = pageCache.kept(req.originalUrl, version);
    if (kept) return answerKept(pageCache, kept, req, res);
    const underWay = pageCache.renderUnderWay(req.originalUrl, version);
    const shared = underWay && (await underWay);
    if (shared) return answerKept(pageCache, shared, req, res);
    const done = pageCache.renderStarted(req.originalUrl, version);
    let page: SplicedPage | undefined;
    try {
      page = await renderPage(req, res, version);
    } finally {
      done(page);
    }
  });
}

interface PageSources {
  settings: SettingsService;
  pageHeads: PageHeads;
  redirects: SlugRedirectsService;
  pageCache: PageCache;
}

/**
 * Renders and answers one page; returns it in its kept form when it is one every visitor may get
 * (a complete 200 page), for the requests that waited for this render.
 */
function pageRenderer(template: string, { settings, pageHeads, redirects, pageCache }: PageSources) {
  return async (req: Request, res: Response, version: number | undefined): Promise<SplicedPage | undefined> => {
    const moved = await movedPagePath(redirects, req.path);
    if (moved) return void res.redirect(301, moved);
    const nonce = newNonce();
    const { settings: siteSettings, fromDatabase } = await settings.readForPublic();
    // *.html paths render the shell as before (never a raw file, never a redirect).
    const head = isHtmlPath(req.path) ? undefined : await pageHeads.forPath(req.path, siteSettings);
    if (head?.redirect) return void res.redirect(302, head.redirect);
    const html = renderIndexHtml(template, settingsForPath(req.path, siteSettings), nonce, head);
    const status = head?.status ?? (req.path === '/404' ? 404 : 200);
    res.status(status).set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': contentSecurityPolicy(nonce),
    });
    // A missing page's answer, or one rendered without some of its data, is never kept.
    if (status !== 200 || head?.incomplete || !fromDatabase) return void res.send(html);
    const page = pageCache.keep(req.originalUrl, version, html, nonce, res.getHeaders());
    answerKept(pageCache, page, req, res);
    return page;
  };
}

/**
 * Answers a kept page as a hit would be answered (same headers, ETag, gzip): the headers the app's
 * middleware set are the page's own already, so only the request's own headers stay.
 */
function answerKept(pageCache: PageCache, page: SplicedPage, req: Request, res: Response): void {
  for (const name of res.getHeaderNames()) if (name !== 'x-request-id') res.removeHeader(name);
  pageCache.answer(page, req, res);
}

/**
 * HTML is never served as a file: `/index.html` (or any `*.html`) falls through to the renderer
 * below, so every HTML answer carries the per-request nonce CSP and the template's placeholders
 * never reach a browser unfilled.
 */
function exceptHtml(serve: RequestHandler): RequestHandler {
  return (req, res, next) => (isHtmlPath(req.path) ? next() : serve(req, res, next));
}

// express.static decodes the path before it looks for the file, so `/index%2ehtml` is HTML too.
function isHtmlPath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Malformed escapes: express.static refuses them itself.
  }
  return /\.html?\/?$/i.test(decoded);
}

/** The pages that show a record by slug, with the slug history they keep (issue 11). */
const RENAMABLE: Partial<Record<HeadKind, RedirectEntity>> = { movie: 'movie', location: 'location' };
const OLD_SLUG = /^[a-z0-9-]{1,200}$/;

/** /movies/{old} and /locations/{old}: the current page's path when the slug was renamed (issue 11). */
async function movedPagePath(redirects: SlugRedirectsService, pathname: string): Promise<string | null> {
  const match = matchPageRoute(pathname);
  const entity = match?.route.head && RENAMABLE[match.route.head];
  const slug = match?.params.slug;
  if (!entity || !slug || !OLD_SLUG.test(slug)) return null;
  const current = await redirects.currentSlug(entity, slug);
  return current ? pathTo(match.route.path, [current]) : null;
}

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

function isPageRequest(req: Request): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    !isApiPath(req.path) &&
    // The app's one route outside /api (metrics/metrics.controller.ts).
    req.path !== '/metrics'
  );
}

function missingAsset(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  res.status(404).type('text/plain').set('Cache-Control', 'no-cache').send('Not found');
}

function notBuilt(req: Request, res: Response, next: NextFunction): void {
  if (!isPageRequest(req)) return next();
  res.status(503).type('text/plain').send('The web client is not built yet: run `npm run build`, then start again.');
}
