import { once } from 'node:events';
import { createGzip, type Gzip } from 'node:zlib';
import { etagOf } from '../read-cache/index.js';
import { URLS_PER_FILE, URLSET_CLOSE, URLSET_OPEN, newer, urlEntries, type SitemapUrl } from './sitemap-xml.js';

/** One sitemap file, kept gzipped: a million places make ~20 files of 50,000 URLs (~1 MB each gzipped). */
export interface SitemapFile {
  /** `/sitemaps/locations-3.xml` */
  path: string;
  gzipped: Buffer;
  /** Weak ETag over the gzipped bytes. */
  etag: string;
  /** The newest lastmod of its URLs: the index's lastmod for the file. */
  lastmod?: string;
  urls: number;
  /** Uncompressed size: sitemaps.org allows 50 MB. */
  bytes: number;
}

/**
 * Writes the URLs of one section into `/sitemaps/{section}-{n}.xml` files of at most 50,000 URLs,
 * compressed as they are written (zlib works off the main thread), so a million URLs never sit in
 * memory as text and the event loop only ever builds one batch's XML at a time.
 */
export class SitemapFileWriter {
  readonly files: SitemapFile[] = [];
  private current?: { gzip: Gzip; chunks: Buffer[]; urls: number; bytes: number; lastmod?: string };

  constructor(
    private readonly section: string,
    private readonly origin: string,
  ) {}

  async add(urls: SitemapUrl[]): Promise<void> {
    let start = 0;
    while (start < urls.length) {
      const file = this.current ?? this.open();
      const batch = urls.slice(start, start + URLS_PER_FILE - file.urls);
      start += batch.length;
      file.urls += batch.length;
      for (const url of batch) file.lastmod = newer(file.lastmod, url.lastmod);
      await this.write(urlEntries(batch, this.origin));
      if (file.urls === URLS_PER_FILE) await this.close();
    }
  }

  /** Closes the last file. A section without URLs has no file (a urlset needs at least one `<url>`). */
  async finish(): Promise<SitemapFile[]> {
    if (this.current) await this.close();
    return this.files;
  }

  private open(): NonNullable<SitemapFileWriter['current']> {
    const gzip = createGzip();
    const chunks: Buffer[] = [];
    gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
    this.current = { gzip, chunks, urls: 0, bytes: 0 };
    gzip.write(URLSET_OPEN);
    this.current.bytes += URLSET_OPEN.length;
    return this.current;
  }

  private async write(xml: string): Promise<void> {
    const file = this.current!;
    file.bytes += Buffer.byteLength(xml);
    if (!file.gzip.write(xml)) await once(file.gzip, 'drain');
  }

  private async close(): Promise<void> {
    const file = this.current!;
    this.current = undefined;
    file.gzip.end(URLSET_CLOSE);
    file.bytes += URLSET_CLOSE.length;
    await once(file.gzip, 'end');
    const gzipped = Buffer.concat(file.chunks);
    this.files.push({
      path: `/sitemaps/${this.section}-${this.files.length + 1}.xml`,
      gzipped,
      etag: etagOf(gzipped),
      lastmod: file.lastmod,
      urls: file.urls,
      bytes: file.bytes,
    });
  }
}
