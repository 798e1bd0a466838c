import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import { SitemapFileWriter } from './sitemap-file-writer.js';
import { sitemapIndex, sitemapPlan, urlEntries, URLS_PER_FILE } from './sitemap-xml.js';

const at = (iso: string) => iso;
const ORIGIN = 'https://example.org';

describe('sitemap XML', () => {
  it('lists the fixed pages in the pages files, and movies and locations in files of their own', () => {
    const plan = sitemapPlan();
    expect(plan.fixed.map((page) => page.path)).toEqual(['/', '/movies', '/map', '/search']);
    expect(plan.fixed[0].tables).toEqual(['movies', 'locations']);
    expect(plan.perRecord).toEqual([
      { path: '/:slug', table: 'pages', section: 'pages' },
      { path: '/movies/:slug', table: 'movies', section: 'movies' },
      { path: '/locations/:slug', table: 'locations', section: 'locations' },
    ]);
  });

  it('escapes each location', () => {
    expect(urlEntries([{ path: '/a?x=1&y=<2>', lastmod: at('2025-01-01T00:00:00.000Z') }], ORIGIN)).toBe(
      '<url><loc>https://example.org/a?x=1&amp;y=&lt;2&gt;</loc><lastmod>2025-01-01T00:00:00.000Z</lastmod></url>\n',
    );
  });

  it('writes an index of files with their lastmod', () => {
    const index = sitemapIndex([{ path: '/sitemaps/movies-1.xml', lastmod: at('2026-01-01T00:00:00.000Z') }], ORIGIN);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toContain(
      '<sitemap><loc>https://example.org/sitemaps/movies-1.xml</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod></sitemap>',
    );
  });
});

describe(SitemapFileWriter.name, () => {
  it('splits a section into gzipped files of at most 50,000 URLs, each with the newest lastmod of its URLs', async () => {
    const writer = new SitemapFileWriter('locations', ORIGIN);
    const urls = Array.from({ length: URLS_PER_FILE * 2 + 1 }, (_, i) => ({
      path: `/locations/p-${i}`,
      lastmod: at(i === URLS_PER_FILE + 7 ? '2026-01-01T00:00:00.000Z' : '2025-01-01T00:00:00.000Z'),
    }));
    // Given in uneven batches, as the database's keyset reads give them.
    for (let start = 0; start < urls.length; start += 30_000) await writer.add(urls.slice(start, start + 30_000));
    const files = await writer.finish();
    expect(files.map((file) => [file.path, file.urls])).toEqual([
      ['/sitemaps/locations-1.xml', URLS_PER_FILE],
      ['/sitemaps/locations-2.xml', URLS_PER_FILE],
      ['/sitemaps/locations-3.xml', 1],
    ]);
    expect(files[1].lastmod).toEqual(at('2026-01-01T00:00:00.000Z'));
    const second = gunzipSync(files[1].gzipped).toString();
    expect(second.match(/<url>/g)).toHaveLength(URLS_PER_FILE);
    expect(second).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset [^>]+>\n<url><loc>https:\/\/example.org\/locations\/p-50000</,
    );
    expect(second.endsWith('</url>\n</urlset>\n')).toBe(true);
    expect(files[1].bytes).toBe(Buffer.byteLength(second));
    expect(files[1].bytes).toBeLessThan(50 * 1024 * 1024);
  });

  it('makes no file for a section without URLs', async () => {
    const writer = new SitemapFileWriter('movies', ORIGIN);
    await writer.add([]);
    expect(await writer.finish()).toEqual([]);
  });
});
