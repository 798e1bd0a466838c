import { describe, expect, it } from '@jest/globals';
import { sitemapFiles, sitemapUrls, URLS_PER_FILE } from './sitemap-xml.js';

const at = (iso: string) => new Date(iso);
const ORIGIN = 'https://example.org';

describe('sitemap XML', () => {
  const rows = {
    movies: [{ slug: 'a-movie', updated_at: at('2025-01-02T00:00:00Z') }],
    locations: [{ slug: 'a-place', updated_at: at('2025-03-04T00:00:00Z') }],
    pages: [
      { slug: 'about', updated_at: at('2024-12-01T00:00:00Z') },
      // A CMS page shadowed by an app route is never shown at that path: not listed.
      { slug: 'movies', updated_at: at('2024-12-01T00:00:00Z') },
    ],
  };

  it('lists the list pages with the newest change of what they show, then pages, movies and places', () => {
    const urls = sitemapUrls(rows);
    expect(urls.map((url) => url.path)).toEqual([
      '/',
      '/movies',
      '/map',
      '/search',
      '/about',
      '/movies/a-movie',
      '/locations/a-place',
    ]);
    expect(urls[1].lastmod).toEqual(at('2025-01-02T00:00:00Z'));
    expect(urls[0].lastmod).toEqual(at('2025-03-04T00:00:00Z'));
  });

  it('writes one urlset up to 50,000 URLs, escaping each location', () => {
    const files = sitemapFiles([{ path: '/a?x=1&y=<2>', lastmod: at('2025-01-01T00:00:00Z') }], ORIGIN);
    expect([...files.keys()]).toEqual(['/sitemap.xml']);
    expect(files.get('/sitemap.xml')).toContain(
      '<url><loc>https://example.org/a?x=1&amp;y=&lt;2&gt;</loc><lastmod>2025-01-01T00:00:00.000Z</lastmod></url>',
    );
  });

  it('beyond 50,000 URLs writes an index of files of at most 50,000 URLs each', () => {
    const urls = Array.from({ length: URLS_PER_FILE * 2 + 1 }, (_, i) => ({
      path: `/locations/p-${i}`,
      lastmod: at(i === URLS_PER_FILE ? '2026-01-01T00:00:00Z' : '2025-01-01T00:00:00Z'),
    }));
    const files = sitemapFiles(urls, ORIGIN);
    expect([...files.keys()].sort()).toEqual(['/sitemap-1.xml', '/sitemap-2.xml', '/sitemap-3.xml', '/sitemap.xml']);
    const count = (xml: string | undefined) => xml?.match(/<url>/g)?.length;
    expect([
      count(files.get('/sitemap-1.xml')),
      count(files.get('/sitemap-2.xml')),
      count(files.get('/sitemap-3.xml')),
    ]).toEqual([URLS_PER_FILE, URLS_PER_FILE, 1]);
    const index = files.get('/sitemap.xml')!;
    expect(index).toContain('<sitemapindex');
    // Each child's lastmod is the newest of its URLs.
    expect(index).toContain(
      '<sitemap><loc>https://example.org/sitemap-2.xml</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod></sitemap>',
    );
  });
});
