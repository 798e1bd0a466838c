import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SlugRedirectsRepository, type RedirectEntity } from './slug-redirects.repository.js';

export type { RedirectEntity } from './slug-redirects.repository.js';

/**
 * Slug history (issue 11) and tombstones (issue 16): a renamed movie or location keeps answering at its old slugs with a
 * 301 to the current one, from the API and from the HTML routes alike.
 */
@Injectable()
export class SlugRedirectsService {
  constructor(private readonly repository: SlugRedirectsRepository) {}

  /**
   * Call in the rename's transaction. The old slug points at the row; the new slug stops being a
   * redirect (a page may take back a slug it had before, or one another row gave up).
   */
  async recordRename(
    manager: EntityManager,
    entity: RedirectEntity,
    targetId: string,
    oldSlug: string,
    newSlug: string,
  ): Promise<void> {
    if (oldSlug === newSlug) return;
    await this.repository.upsertRedirect(manager, entity, oldSlug, targetId);
    await this.forgetSlug(manager, entity, newSlug);
  }

  /** A slug now in use as a current slug must not also redirect elsewhere. */
  forgetSlug(manager: EntityManager, entity: RedirectEntity, slug: string): Promise<void> {
    return this.forgetSlugs(manager, entity, [slug]);
  }

  /** forgetSlug for many rows written at once (the CSV import's batches), in one statement. */
  forgetSlugs(manager: EntityManager, entity: RedirectEntity, slugs: string[]): Promise<void> {
    return this.repository.deleteRedirects(manager, entity, slugs);
  }

  /**
   * In the delete's transaction, before the row goes: its current and old slugs become tombstones
   * (their pages answer 410 Gone) and stop redirecting.
   */
  async recordDeletion(manager: EntityManager, entity: RedirectEntity, targetId: string): Promise<void> {
    await this.repository.insertTombstones(manager, entity, targetId);
    await this.repository.deleteRedirectsTo(manager, entity, targetId);
  }

  /** Whether a slug belonged to a deleted row (410) rather than never existing (404). */
  wasDeleted(entity: RedirectEntity, slug: string): Promise<boolean> {
    return this.repository.isTombstone(entity, slug);
  }

  /** The current slug of the row an old slug belonged to, or null when it is not an old slug. */
  currentSlug(entity: RedirectEntity, oldSlug: string): Promise<string | null> {
    return this.repository.currentSlugOf(entity, oldSlug);
  }
}
