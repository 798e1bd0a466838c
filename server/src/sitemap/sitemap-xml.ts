import { PAGE_ROUTE_LIST, hasParams, type SitemapSource } from '../contracts/index.js';

/** sitemaps.org: at most 50,000 URLs (and 50 MB) per file; /sitemap.xml is an index of the files. */
export const URLS_PER_FILE = 50_000;

export interface SitemapUrl {
  path: string;
  /** ISO 8601 in UTC with milliseconds (SitemapRepository): compared as text. */
  lastmod?: string;
}

/** The tables whose rows are listed one URL each. */
export type SitemapTable = 'movies' | 'locations' | 'pages';

/** The groups of files (`/sitemaps/{section}-{n}.xml`): the site's pages, movies, locations. */
export type SitemapSection = SitemapTable;

const TABLES_OF: Record<SitemapSource, SitemapTable[]> = {
  movies: ['movies'],
  locations: ['locations'],
  catalog: ['movies', 'locations'],
  pages: ['pages'],
};

export interface SitemapPlan {
  /** Pages without parameters, listed once with the newest change of their source's rows. */
  fixed: { path: string; tables: SitemapTable[] }[];
  /** Pages listed once per row: the path pattern, the table of the rows, the files they go in. */
  perRecord: { path: string; table: SitemapTable; section: SitemapSection }[];
}

/**
 * What the sitemap lists, read from the page table (contracts/page-routes.ts) in its order: the
 * fixed pages and the CMS pages in the `pages` files, one URL per movie and per location in files
 * of their own.
 */
export function sitemapPlan(): SitemapPlan {
  const listed = PAGE_ROUTE_LIST.filter((route) => route.sitemap);
  return {
    fixed: listed
      .filter((route) => !hasParams(route))
      .map((route) => ({ path: route.path, tables: TABLES_OF[route.sitemap!] })),
    perRecord: listed
      .filter((route) => hasParams(route))
      .flatMap((route) => TABLES_OF[route.sitemap!].map((table) => ({ path: route.path, table, section: table }))),
  };
}

export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const URLSET_CLOSE = '</urlset>\n';

/** `<url>` entries, one a line. */
export function urlEntries(urls: SitemapUrl[], origin: string): string {
  let xml = '';
  for (const url of urls) xml += `<url>${entry(url, origin)}</url>\n`;
  return xml;
}

export function sitemapIndex(files: SitemapUrl[], origin: string): string {
  const body = files.map((file) => `<sitemap>${entry(file, origin)}</sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

function entry(url: SitemapUrl, origin: string): string {
  const loc = `<loc>${escapeXml(origin + url.path)}</loc>`;
  return url.lastmod ? `${loc}<lastmod>${url.lastmod}</lastmod>` : loc;
}

/** The later of two lastmods (same ISO form, so text order is time order). */
export function newer(a: string | undefined, b: string | undefined): string | undefined {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

export function escapeXml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}
