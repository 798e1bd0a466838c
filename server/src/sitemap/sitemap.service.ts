import { Inject, Injectable } from '@nestjs/common';
import { PublicDataVersion } from '../read-cache/index.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { buildSitemap, SITEMAP_INDEX_PATH } from './sitemap-build.js';
import { InProcessSitemapCache, type SitemapCache } from './sitemap-cache.js';
import type { SitemapFile } from './sitemap-file-writer.js';
import { SitemapRepository } from './sitemap.repository.js';

export type { SitemapFile };

/** The sitemap's age limit while changes made by other processes cannot be heard. */
const MAX_AGE_MS = 60_000;
/** How long a request waits for a rebuild before the previous sitemap answers (sitemap-cache.ts). */
const WAIT_FOR_FRESH_MS = 2_000;

/** /sitemap.xml (the index) and its files under /sitemaps/, built once per data version (sitemap-invalidator.ts). */
@Injectable()
export class SitemapService {
  private readonly cache: SitemapCache<Map<string, SitemapFile>> = new InProcessSitemapCache(WAIT_FOR_FRESH_MS);
  private readonly origin: string;

  constructor(
    private readonly repository: SitemapRepository,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly dataVersion: PublicDataVersion,
  ) {
    this.origin = new URL(config.appUrl).origin;
    // Any process's write reaches every process this way; the in-process events and the
    // maximum age remain for a moment when changes cannot be heard (no age limit otherwise: at a
    // million places a build costs ~25 s of CPU).
    dataVersion.onChange(() => this.invalidate());
  }

  /** One sitemap file (`/sitemap.xml`, `/sitemaps/movies-2.xml`), gzipped, or null when there is none. */
  async file(path: string): Promise<SitemapFile | null> {
    const maxAgeMs = this.dataVersion.isTrustworthy ? Infinity : MAX_AGE_MS;
    const files = await this.cache.get(() => buildSitemap(this.repository, this.origin), maxAgeMs);
    return files.get(path) ?? null;
  }

  /** The public URL of the sitemap index, for robots.txt. */
  get sitemapUrl(): string {
    return `${this.origin}${SITEMAP_INDEX_PATH}`;
  }

  invalidate(): void {
    this.cache.invalidate();
  }
}
