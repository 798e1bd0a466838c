import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { AuditService, changedFields } from '../audit/index.js';
import type { AdminPage, PageInput } from '../contracts/admin.js';
import { TransactionRunner } from '../database/index.js';
import { OutboxService } from '../events/index.js';
import { sanitizePageHtml } from './page-html.js';
import type { Page } from './page.entity.js';
import { PagesRepository } from './pages.repository.js';

type Actor = { id: string; email: string };

/** SPEC §4: a new page is 'New Page' / new-page, unpublished and empty. */
const NEW_PAGE = { title: 'New Page', slug: 'new-page', content: '', is_published: false };

const SLUG_TAKEN = 'Another page already uses this slug';

/**
 * Admin editing of CMS pages (SPEC §2, §4, §6): create and update, never delete. Content is
 * sanitised before it is stored, so what is saved is exactly what visitors get.
 */
@Injectable()
export class AdminPagesService {
  constructor(
    private readonly repository: PagesRepository,
    private readonly transactions: TransactionRunner,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<AdminPage[]> {
    return (await this.repository.listAll()).map(toAdminPage);
  }

  /** A taken 'new-page' gets the first free suffix: new-page-2, new-page-3, ... */
  create(actor: Actor): Promise<AdminPage> {
    return this.transactions.run(async (manager) => {
      const taken = new Set(await this.repository.slugsLike(manager, NEW_PAGE.slug));
      let slug = NEW_PAGE.slug;
      for (let n = 2; taken.has(slug); n++) slug = `${NEW_PAGE.slug}-${n}`;
      const page = await this.repository.insert(manager, { ...NEW_PAGE, slug });
      await this.recordChange(manager, actor, page, 'create', Object.keys(NEW_PAGE));
      return toAdminPage(page);
    });
  }

  update(actor: Actor, id: string, input: PageInput): Promise<AdminPage> {
    const fields = { ...input, content: sanitizePageHtml(input.content) };
    return this.transactions.run(async (manager) => {
      const before = await this.repository.findForUpdate(manager, id);
      if (!before) throw new NotFoundException('Page not found');
      if (await this.repository.slugTakenByOther(manager, fields.slug, id)) {
        throw new ConflictException({
          statusCode: 409,
          error: 'Conflict',
          message: [SLUG_TAKEN],
          errors: { slug: SLUG_TAKEN },
        });
      }
      const page = await this.repository.update(manager, id, fields);
      await this.recordChange(manager, actor, page, 'update', changedFields(before, fields));
      return toAdminPage(page);
    });
  }

  /** The live preview goes through the same sanitiser as a save, so it shows what visitors will get. */
  preview(content: string): { html: string } {
    return { html: sanitizePageHtml(content) };
  }

  private async recordChange(
    manager: Parameters<AuditService['record']>[0],
    actor: Actor,
    page: Page,
    action: 'create' | 'update',
    fields: string[],
  ) {
    await this.audit.record(manager, { actor, entity: 'page', entityId: page.id, action, changedFields: fields });
    await this.outbox.record(manager, { type: 'page.saved', payload: { pageId: page.id } });
  }
}

function toAdminPage(page: Page): AdminPage {
  const { id, title, slug, content, is_published } = page;
  return {
    id,
    title,
    slug,
    content,
    is_published,
    created_at: page.created_at.toISOString(),
    updated_at: page.updated_at.toISOString(),
  };
}
