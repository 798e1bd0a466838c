import { Injectable, NotFoundException } from '@nestjs/common';
import { metaDescriptionOf, sanitizePageHtml } from './page-html.js';
import type { CmsPage } from '../contracts/pages.js';
import { PagesRepository } from './pages.repository.js';

/** GET /api/pages/:slug (contracts/pages.ts). */
export type PublicPage = CmsPage<Date>;

@Injectable()
export class PagesService {
  constructor(private readonly pages: PagesRepository) {}

  /** Drafts are invisible to the public: an unpublished page answers 404 like a missing one. */
  async getPublishedBySlug(slug: string): Promise<PublicPage> {
    const page = await this.pages.findPublishedBySlug(slug);
    if (!page) throw new NotFoundException('Page not found');
    const { id, title, updated_at } = page;
    // Defence in depth: the row was sanitised on write, but whatever wrote it, visitors get clean HTML.
    const content = sanitizePageHtml(page.content);
    return { id, title, slug: page.slug, content, updated_at, meta_description: metaDescriptionOf(content) };
  }
}
