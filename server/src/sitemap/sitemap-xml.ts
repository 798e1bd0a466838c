import { APP_SECTIONS, PAGE_ROUTE_LIST, hasParams, pathTo, type SitemapSource } from '../contracts/index.js';
import type { SitemapRows, SlugStamp } from './sitemap.repository.js';

/** sitemaps.org: at most 50,000 URLs per file; beyond that /sitemap.xml is an index of files. */
export const URLS_PER_FILE = 50_000;

export interface SitemapUrl {
  path: string;
  lastmod?: Date;
}

/**
 * The public URLs in the page table's order (contracts/page-routes.ts): the pages without
 * parameters, each with the newest change of what it shows, then one URL per CMS page, movie and
 * location. A CMS page shadowed by an app page (its slug is one of the app's sections) is never
 * shown at its path: not listed.
 */
export function sitemapUrls(rows: SitemapRows): SitemapUrl[] {
  const sources: Record<SitemapSource, SlugStamp[]> = {
    movies: rows.movies,
    locations: rows.locations,
    catalog: [...rows.movies, ...rows.locations],
    pages: rows.pages.filter((page) => !APP_SECTIONS.has(page.slug)),
  };
  const listed = PAGE_ROUTE_LIST.flatMap((route) => (route.sitemap ? [{ route, rows: sources[route.sitemap] }] : []));
  const fixedPages = listed.filter(({ route }) => !hasParams(route));
  const perRecord = listed.filter(({ route }) => hasParams(route));
  return [
    ...fixedPages.map(({ route, rows }) => ({ path: route.path, lastmod: newest(rows) })),
    ...perRecord.flatMap(({ route, rows }) =>
      rows.map((row) => ({ path: pathTo(route.path, [row.slug]), lastmod: row.updated_at })),
    ),
  ];
}

/**
 * The sitemap files by path: `/sitemap.xml` alone up to 50,000 URLs; beyond, `/sitemap.xml` is a
 * sitemap index of `/sitemap-1.xml`, `/sitemap-2.xml`, … each with at most 50,000 URLs.
 */
export function sitemapFiles(urls: SitemapUrl[], origin: string): Map<string, string> {
  const files = new Map<string, string>();
  if (urls.length <= URLS_PER_FILE) {
    files.set('/sitemap.xml', urlset(urls, origin));
    return files;
  }
  const children: SitemapUrl[] = [];
  for (let start = 0, n = 1; start < urls.length; start += URLS_PER_FILE, n++) {
    const chunk = urls.slice(start, start + URLS_PER_FILE);
    const path = `/sitemap-${n}.xml`;
    files.set(path, urlset(chunk, origin));
    children.push({ path, lastmod: newest(chunk.map((url) => ({ slug: '', updated_at: url.lastmod }))) });
  }
  files.set('/sitemap.xml', sitemapIndex(children, origin));
  return files;
}

function urlset(urls: SitemapUrl[], origin: string): string {
  const body = urls.map((url) => `<url>${entry(url, origin)}</url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

function sitemapIndex(files: SitemapUrl[], origin: string): string {
  const body = files.map((file) => `<sitemap>${entry(file, origin)}</sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

function entry(url: SitemapUrl, origin: string): string {
  const loc = `<loc>${escapeXml(origin + url.path)}</loc>`;
  return url.lastmod ? `${loc}<lastmod>${url.lastmod.toISOString()}</lastmod>` : loc;
}

function newest(rows: { updated_at?: Date }[]): Date | undefined {
  let latest: Date | undefined;
  for (const row of rows) if (row.updated_at && (!latest || row.updated_at > latest)) latest = row.updated_at;
  return latest;
}

export function escapeXml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

export type { SlugStamp };
