import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../events/index.js';
import { SitemapService } from './sitemap.service.js';

/** Every write that adds, renames or removes a public URL starts a new sitemap version. */
@Injectable()
export class SitemapInvalidator {
  constructor(private readonly sitemap: SitemapService) {}

  @OnDomainEvent('movie.saved', { name: 'sitemap.invalidate' })
  @OnDomainEvent('movie.deleted', { name: 'sitemap.invalidate' })
  @OnDomainEvent('location.saved', { name: 'sitemap.invalidate' })
  @OnDomainEvent('location.deleted', { name: 'sitemap.invalidate' })
  @OnDomainEvent('movies.imported', { name: 'sitemap.invalidate' })
  @OnDomainEvent('locations.imported', { name: 'sitemap.invalidate' })
  @OnDomainEvent('page.saved', { name: 'sitemap.invalidate' })
  invalidate(): Promise<void> {
    this.sitemap.invalidate();
    return Promise.resolve();
  }
}
