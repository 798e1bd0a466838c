import { Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CmsPage } from '../contracts/pages.js';
import { OutboxService } from '../events/index.js';
import { metaDescriptionOf, sanitizePageHtml } from './page-html.js';
import { PagesRepository, type PageFields } from './pages.repository.js';

/** GET /api/pages/:slug (contracts/pages.ts). */
export type PublicPage = CmsPage<Date>;

@Injectable()
export class PagesService {
  constructor(
    private readonly pages: PagesRepository,
    private readonly outbox: OutboxService,
  ) {}

  /** Drafts are invisible to the public: an unpublished page answers 404 like a missing one. */
  async getPublishedBySlug(slug: string): Promise<PublicPage> {
    const page = await this.pages.findPublishedBySlug(slug);
    if (!page) throw new NotFoundException('Page not found');
    const { id, title, updated_at } = page;
    // Defence in depth: the row was sanitised on write, but whatever wrote it, visitors get clean HTML.
    const content = sanitizePageHtml(page.content);
    return { id, title, slug: page.slug, content, updated_at, meta_description: metaDescriptionOf(content) };
  }

  /**
   * The demo seed's pages, in the caller's transaction: written by slug (created, or replaced),
   * sanitised like an admin save, each with page.saved.
   */
  async putBySlug(manager: EntityManager, page: PageFields): Promise<void> {
    const id = await this.pages.upsertBySlug(manager, { ...page, content: sanitizePageHtml(page.content) });
    await this.outbox.record(manager, { type: 'page.saved', payload: { pageId: id } });
  }
}
