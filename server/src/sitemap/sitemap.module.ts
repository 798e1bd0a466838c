import { Module } from '@nestjs/common';
import { SitemapInvalidator } from './sitemap-invalidator.js';
import { SitemapRepository } from './sitemap.repository.js';
import { SitemapService } from './sitemap.service.js';

@Module({
  providers: [SitemapRepository, SitemapService, SitemapInvalidator],
  exports: [SitemapService],
})
export class SitemapModule {}
