import { Inject, Injectable } from '@nestjs/common';
import { PublicDataVersion } from '../read-cache/index.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { InProcessSitemapCache, type SitemapCache } from './sitemap-cache.js';
import { sitemapFiles, sitemapUrls } from './sitemap-xml.js';
import { SitemapRepository } from './sitemap.repository.js';

/** The sitemap's age limit, for a moment when changes made by other processes cannot be heard. */
const MAX_AGE_MS = 60_000;

/** /sitemap.xml and its child files, built once per data version (sitemap-invalidator.ts). */
@Injectable()
export class SitemapService {
  private readonly cache: SitemapCache<Map<string, string>> = new InProcessSitemapCache(MAX_AGE_MS);
  private readonly origin: string;

  constructor(
    private readonly repository: SitemapRepository,
    @Inject(APP_CONFIG) config: AppConfig,
    dataVersion: PublicDataVersion,
  ) {
    this.origin = new URL(config.appUrl).origin;
    // Any process's write reaches every process this way; the in-process events and the
    // maximum age remain for a moment when changes cannot be heard.
    dataVersion.onChange(() => this.invalidate());
  }

  /** The XML of one sitemap file (`/sitemap.xml`, `/sitemap-2.xml`), or null when there is none. */
  async file(path: string): Promise<string | null> {
    const files = await this.cache.get(async () =>
      sitemapFiles(sitemapUrls(await this.repository.rows()), this.origin),
    );
    return files.get(path) ?? null;
  }

  /** The public URL of the sitemap, for robots.txt. */
  get sitemapUrl(): string {
    return `${this.origin}/sitemap.xml`;
  }

  invalidate(): void {
    this.cache.invalidate();
  }
}
