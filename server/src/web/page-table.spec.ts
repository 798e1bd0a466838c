import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { AppConfig } from '../config/app-config.js';
import { RESERVED_SLUGS } from '../contracts/admin-rules.js';
import {
  APP_SECTIONS,
  PAGE_PATHS,
  PAGE_ROUTE_LIST,
  matchPageRoute,
  pathTo,
  sectionOf,
  type HeadKind,
  type PageRoute,
} from '../contracts/index.js';
import { isScriptFreePath } from '../contracts/script-free-pages.js';
import { DEFAULT_SETTINGS } from '../settings/index.js';
import { sitemapPlan } from '../sitemap/sitemap-xml.js';
import type { CatalogHeads } from './catalog-heads.js';
import { PageHeads } from './page-heads.js';
import { RouteChunks, pageModuleKey } from './route-chunks.js';
import type { SiteHeads } from './site-heads.js';
import { SiteUrl } from './site-url.js';

/**
 * Every page is declared once, in the page table (contracts/page-routes.ts); these checks fail when
 * a page declared there is not derived somewhere it should be: matched by the server, given its
 * head and its chunk, read by the script-free rule, listed in the sitemap, reserved from CMS slugs.
 * (client/src/app/router.test.tsx checks the client's router and modules against the same table.)
 */

/** A path of the page with every parameter a value that needs encoding. */
const samplePath = (route: PageRoute) => pathTo(route.path, Array<string>(8).fill('a b'));

/** A build manifest with a chunk for every page module of the table. */
function clientDirWithEveryPage(): string {
  const manifest: Record<string, { file: string; isEntry?: boolean }> = {
    'index.html': { file: 'assets/index.js', isEntry: true },
  };
  for (const route of PAGE_ROUTE_LIST) manifest[pageModuleKey(route.page)] = { file: `assets/${route.page}.js` };
  const dir = mkdtempSync(path.join(tmpdir(), 'page-table-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

/** PageHeads with builders that only note which kind of head they were asked for. */
function pageHeadsNotingBuilders() {
  const built: HeadKind[] = [];
  const note = (kind: HeadKind) => () => void built.push(kind);
  const catalog = {
    home: note('home'),
    movieList: note('movieList'),
    movie: note('movie'),
    location: note('location'),
  };
  const site = { mapPage: note('map'), search: note('search'), notFound: note('notFound'), cmsPage: note('cmsPage') };
  const heads = new PageHeads(
    RouteChunks.load(clientDirWithEveryPage()),
    new SiteUrl({ appUrl: 'https://example.org' } as AppConfig),
    catalog as unknown as CatalogHeads,
    site as unknown as SiteHeads,
  );
  return { heads, built };
}

describe('the page table', () => {
  it.each(PAGE_ROUTE_LIST.map((route) => [route.key, route] as const))(
    '%s is the page its own path and path helper lead to',
    (key, route) => {
      expect(matchPageRoute(samplePath(route))?.key).toBe(key);
      if (route.path !== '/') expect(matchPageRoute(`${samplePath(route)}/`)?.key).toBe(key);
      const helper = PAGE_PATHS[key] as string | ((...values: string[]) => string);
      const viaHelper = typeof helper === 'string' ? helper : helper('a b', 'a b', 'a b');
      expect(viaHelper).toBe(samplePath(route));
    },
  );

  it.each(PAGE_ROUTE_LIST.map((route) => [route.key, route] as const))(
    '%s gets its head, its noindex and its chunk from the server',
    async (key, route) => {
      const { heads, built } = pageHeadsNotingBuilders();
      const head = await heads.forPath(samplePath(route), DEFAULT_SETTINGS);
      expect(built).toEqual(route.head ? [route.head] : []);
      if (typeof route.title === 'string') expect(head.title).toBe(route.title);
      expect(head.noindex).toBe(Boolean(route.private));
      expect(head.modules).toEqual(route.landing ? [`/assets/${route.page}.js`] : []);
      if (route.private) expect(head.canonical).toBeUndefined();
    },
  );

  it('marks private every page of a private section, and only those (the script-free rule reads sections)', () => {
    for (const route of PAGE_ROUTE_LIST)
      expect([route.key, isScriptFreePath(samplePath(route))]).toEqual([route.key, Boolean(route.private)]);
  });

  it('lists every public page it names for the sitemap, and no private one', () => {
    const plan = sitemapPlan();
    const listed = [...plan.fixed, ...plan.perRecord].map((page) => page.path);
    for (const route of PAGE_ROUTE_LIST.filter((page) => page.sitemap)) {
      expect([route.key, route.private]).toEqual([route.key, undefined]);
      expect(listed).toContain(route.path);
    }
  });

  it("reserves every app section from CMS slugs, and sees them as the app's pages", () => {
    const sections = PAGE_ROUTE_LIST.map((route) => sectionOf(route.path)).filter((s) => s && !s.startsWith(':'));
    for (const section of sections) {
      expect(RESERVED_SLUGS).toContain(section);
      expect(APP_SECTIONS.has(section)).toBe(true);
    }
  });

  it('sends the not-found states to pages of its own, not to CMS pages', () => {
    for (const route of PAGE_ROUTE_LIST)
      for (const [to] of route.missing?.links ?? []) {
        const page = matchPageRoute(to)?.key;
        expect([to, page !== undefined && page !== 'cmsPage']).toEqual([to, true]);
      }
  });
});
