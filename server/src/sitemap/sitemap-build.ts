import { gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { APP_SECTIONS, pathTo } from '../contracts/index.js';
import { etagOf } from '../read-cache/index.js';
import { SitemapFileWriter, type SitemapFile } from './sitemap-file-writer.js';
import { newer, sitemapIndex, sitemapPlan, type SitemapSection, type SitemapTable } from './sitemap-xml.js';
import type { SitemapRepository, SlugStamp } from './sitemap.repository.js';

/** Rows read per query: one index range scan each, ~1.5 MB of XML built between two awaits. */
const BATCH_ROWS = 10_000;
/** The files the index lists first: the site's own pages (and the CMS pages). */
const FIXED_SECTION: SitemapSection = 'pages';
export const SITEMAP_INDEX_PATH = '/sitemap.xml';

const gzipped = promisify(gzip);

/**
 * Builds every sitemap file and the index (`/sitemap.xml`) that lists them, by path. Movies and
 * locations are read a batch at a time in slug order and written as they come; the fixed pages
 * (whose lastmod is the newest change of the rows they show) and the CMS pages come last in the
 * reading and first in the index.
 */
export async function buildSitemap(repository: SitemapRepository, origin: string): Promise<Map<string, SitemapFile>> {
  const plan = sitemapPlan();
  const newest: Partial<Record<SitemapTable, string>> = {};
  const writers = new Map<SitemapSection, SitemapFileWriter>([
    [FIXED_SECTION, new SitemapFileWriter(FIXED_SECTION, origin)],
  ]);
  const writerOf = (section: SitemapSection) => {
    if (!writers.has(section)) writers.set(section, new SitemapFileWriter(section, origin));
    return writers.get(section)!;
  };
  const fixedSectionRows: { path: string; rows: SlugStamp[] }[] = [];
  for (const { path, table, section } of plan.perRecord) {
    for await (const rows of publicRows(repository, table)) {
      for (const row of rows) newest[table] = newer(newest[table], row.lastmod);
      // The fixed section is written once the newest changes are known (below): its few rows wait.
      if (section === FIXED_SECTION) fixedSectionRows.push({ path, rows });
      else await writerOf(section).add(rows.map((row) => ({ path: pathTo(path, [row.slug]), lastmod: row.lastmod })));
    }
  }
  const fixed = writers.get(FIXED_SECTION)!;
  await fixed.add(
    plan.fixed.map(({ path, tables }) => ({
      path,
      lastmod: tables.reduce<string | undefined>((latest, table) => newer(latest, newest[table]), undefined),
    })),
  );
  for (const { path, rows } of fixedSectionRows)
    await fixed.add(rows.map((row) => ({ path: pathTo(path, [row.slug]), lastmod: row.lastmod })));

  const files = new Map<string, SitemapFile>();
  for (const writer of writers.values()) for (const file of await writer.finish()) files.set(file.path, file);
  files.set(SITEMAP_INDEX_PATH, await indexFile([...files.values()], origin));
  return files;
}

/**
 * The rows of a table in slug order, a batch at a time (keyset). A CMS page whose slug is an app
 * section is never shown at its path (the app's page wins): not listed.
 */
async function* publicRows(repository: SitemapRepository, table: SitemapTable): AsyncGenerator<SlugStamp[]> {
  let after: string | null = null;
  for (;;) {
    const rows = await repository.stampsAfter(table, after, BATCH_ROWS);
    if (rows.length === 0) return;
    after = rows[rows.length - 1].slug;
    yield table === 'pages' ? rows.filter((row) => !APP_SECTIONS.has(row.slug)) : rows;
    if (rows.length < BATCH_ROWS) return;
  }
}

async function indexFile(files: SitemapFile[], origin: string): Promise<SitemapFile> {
  const xml = sitemapIndex(
    files.map((file) => ({ path: file.path, lastmod: file.lastmod })),
    origin,
  );
  const bytes = await gzipped(xml);
  return { path: SITEMAP_INDEX_PATH, gzipped: bytes, etag: etagOf(bytes), urls: 0, bytes: Buffer.byteLength(xml) };
}
