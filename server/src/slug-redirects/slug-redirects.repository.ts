import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export type RedirectEntity = 'movie' | 'location';

const TABLE: Record<RedirectEntity, string> = { movie: 'movies', location: 'locations' };

/** The only place that queries slug_redirects and deleted_slugs. Writes run in the caller's transaction. */
@Injectable()
export class SlugRedirectsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The old slug points at the row (again, if it pointed elsewhere before). */
  async upsertRedirect(
    manager: EntityManager,
    entity: RedirectEntity,
    oldSlug: string,
    targetId: string,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO slug_redirects (entity, old_slug, target_id) VALUES ($1, $2, $3)
       ON CONFLICT (entity, old_slug) DO UPDATE SET target_id = EXCLUDED.target_id, created_at = now()`,
      [entity, oldSlug, targetId],
    );
  }

  async deleteRedirects(manager: EntityManager, entity: RedirectEntity, oldSlugs: string[]): Promise<void> {
    await manager.query(`DELETE FROM slug_redirects WHERE entity = $1 AND old_slug = ANY($2::text[])`, [
      entity,
      oldSlugs,
    ]);
  }

  async deleteRedirectsTo(manager: EntityManager, entity: RedirectEntity, targetId: string): Promise<void> {
    await manager.query(`DELETE FROM slug_redirects WHERE entity = $1 AND target_id = $2`, [entity, targetId]);
  }

  /** The row's current slug and its old slugs become tombstones (again, if they were before). */
  async insertTombstones(manager: EntityManager, entity: RedirectEntity, targetId: string): Promise<void> {
    await manager.query(
      `INSERT INTO deleted_slugs (entity, slug)
         SELECT $1, slug FROM ${TABLE[entity]} WHERE id = $2
         UNION SELECT $1, old_slug FROM slug_redirects WHERE entity = $1 AND target_id = $2
       ON CONFLICT (entity, slug) DO UPDATE SET deleted_at = now()`,
      [entity, targetId],
    );
  }

  async isTombstone(entity: RedirectEntity, slug: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM deleted_slugs WHERE entity = $1 AND slug = $2`, [
      entity,
      slug,
    ]);
    return rows.length > 0;
  }

  /** The current slug of the row an old slug points at, or null. */
  async currentSlugOf(entity: RedirectEntity, oldSlug: string): Promise<string | null> {
    const rows: { slug: string }[] = await this.dataSource.query(
      `SELECT t.slug FROM slug_redirects r JOIN ${TABLE[entity]} t ON t.id = r.target_id WHERE r.entity = $1 AND r.old_slug = $2`,
      [entity, oldSlug],
    );
    return rows[0]?.slug ?? null;
  }
}
