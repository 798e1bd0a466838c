import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

export type RedirectEntity = 'movie' | 'location';

const TABLE: Record<RedirectEntity, string> = { movie: 'movies', location: 'locations' };

/**
 * Slug history (issue 11) and tombstones (issue 16): a renamed movie or location keeps answering at its old slugs with a
 * 301 to the current one, from the API and from the HTML routes alike.
 */
@Injectable()
export class SlugRedirectsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

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
    await manager.query(
      `INSERT INTO slug_redirects (entity, old_slug, target_id) VALUES ($1, $2, $3)
       ON CONFLICT (entity, old_slug) DO UPDATE SET target_id = EXCLUDED.target_id, created_at = now()`,
      [entity, oldSlug, targetId],
    );
    await this.forgetSlug(manager, entity, newSlug);
  }

  /** A slug now in use as a current slug must not also redirect elsewhere. */
  async forgetSlug(manager: EntityManager, entity: RedirectEntity, slug: string): Promise<void> {
    await manager.query(`DELETE FROM slug_redirects WHERE entity = $1 AND old_slug = $2`, [entity, slug]);
  }

  /**
   * In the delete's transaction, before the row goes: its current and old slugs become tombstones
   * (their pages answer 410 Gone) and stop redirecting.
   */
  async recordDeletion(manager: EntityManager, entity: RedirectEntity, targetId: string): Promise<void> {
    await manager.query(
      `INSERT INTO deleted_slugs (entity, slug)
         SELECT $1, slug FROM ${TABLE[entity]} WHERE id = $2
         UNION SELECT $1, old_slug FROM slug_redirects WHERE entity = $1 AND target_id = $2
       ON CONFLICT (entity, slug) DO UPDATE SET deleted_at = now()`,
      [entity, targetId],
    );
    await manager.query(`DELETE FROM slug_redirects WHERE entity = $1 AND target_id = $2`, [entity, targetId]);
  }

  /** Whether a slug belonged to a deleted row (410) rather than never existing (404). */
  async wasDeleted(entity: RedirectEntity, slug: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM deleted_slugs WHERE entity = $1 AND slug = $2`, [
      entity,
      slug,
    ]);
    return rows.length > 0;
  }

  /** The current slug of the row an old slug belonged to, or null when it is not an old slug. */
  async currentSlug(entity: RedirectEntity, oldSlug: string): Promise<string | null> {
    const rows: { slug: string }[] = await this.dataSource.query(
      `SELECT t.slug FROM slug_redirects r JOIN ${TABLE[entity]} t ON t.id = r.target_id WHERE r.entity = $1 AND r.old_slug = $2`,
      [entity, oldSlug],
    );
    return rows[0]?.slug ?? null;
  }
}
