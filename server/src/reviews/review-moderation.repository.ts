import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { describeConstraints } from '../database/index.js';
import type { ModeratedReview, ModerationFilter } from '../contracts/reviews.js';

describeConstraints({
  review_reports_review_id_fkey: { status: HttpStatus.NOT_FOUND, message: 'Review not found' },
});

type ModeratedRow = Omit<ModeratedReview<Date>, 'location' | 'open_reports'> & {
  location_slug: string;
  location_name: string;
  open_reports: ModeratedReview<Date>['open_reports'] | null;
};

/** Open reports of each listed review, oldest first, with the reporter's public name. */
const OPEN_REPORTS = `(
  SELECT json_agg(json_build_object('reason', rr.reason, 'reporter', ru.display_name, 'created_at', rr.created_at)
                  ORDER BY rr.created_at)
    FROM review_reports rr JOIN users ru ON ru.id = rr.reporter_id
   WHERE rr.review_id = r.id AND rr.resolved_at IS NULL)`;

const MODERATED_REVIEWS = `
  SELECT r.id, r.location_id, r.user_id, u.display_name AS author, r.rating, r.content,
         to_char(r.visited_at, 'YYYY-MM-DD') AS visited_at, r.created_at, r.updated_at,
         r.hidden_at, r.hidden_reason, l.slug AS location_slug, l.name AS location_name,
         ${OPEN_REPORTS} AS open_reports
    FROM reviews r JOIN users u ON u.id = r.user_id JOIN locations l ON l.id = r.location_id`;

const FILTERS: Record<ModerationFilter, { where: string; order: string }> = {
  // Most reported first, then the longest waiting.
  reported: {
    where: `EXISTS (SELECT 1 FROM review_reports rr WHERE rr.review_id = r.id AND rr.resolved_at IS NULL)`,
    order: `(SELECT count(*) FROM review_reports rr WHERE rr.review_id = r.id AND rr.resolved_at IS NULL) DESC,
            (SELECT min(rr.created_at) FROM review_reports rr WHERE rr.review_id = r.id AND rr.resolved_at IS NULL), r.id`,
  },
  recent: { where: 'true', order: 'r.created_at DESC, r.id DESC' },
  hidden: { where: 'r.hidden_at IS NOT NULL', order: 'r.hidden_at DESC, r.id DESC' },
};

/** Reports and the hidden state of reviews: the moderation side of the reviews table. */
@Injectable()
export class ReviewModerationRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * One report per user and review. Reporting again replaces the reason, and reopens a report a
   * moderator already closed (the review may have been edited since).
   */
  async report(manager: EntityManager, reviewId: string, reporterId: string, reason: string): Promise<void> {
    await manager.query(
      `INSERT INTO review_reports (review_id, reporter_id, reason) VALUES ($1, $2, $3)
       ON CONFLICT (review_id, reporter_id)
       DO UPDATE SET reason = EXCLUDED.reason, created_at = now(), resolved_at = NULL`,
      [reviewId, reporterId, reason],
    );
  }

  async list(
    filter: ModerationFilter,
    page: { offset: number; limit: number },
  ): Promise<{ items: ModeratedReview<Date>[]; total: number }> {
    const { where, order } = FILTERS[filter];
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `${MODERATED_REVIEWS}
          WHERE ${where}
          ORDER BY ${order}
          OFFSET $1 LIMIT $2`,
        [page.offset, page.limit],
      ) as Promise<ModeratedRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM reviews r WHERE ${where}`) as Promise<
        { total: number }[]
      >,
    ]);
    return { items: rows.map(toModerated), total };
  }

  /** These reviews as the moderator sees them (the moderation inbox lists them beside suggestions), in no order. */
  async findModerated(ids: string[]): Promise<ModeratedReview<Date>[]> {
    if (ids.length === 0) return [];
    const rows = (await this.dataSource.query(`${MODERATED_REVIEWS} WHERE r.id = ANY($1::uuid[])`, [
      ids,
    ])) as ModeratedRow[];
    return rows.map(toModerated);
  }

  /** Hides or shows the review; returns its location, or null when there is no such review. */
  async setHidden(
    manager: EntityManager,
    reviewId: string,
    hidden: { reason: string; by: string } | null,
  ): Promise<{ location_id: string; was_hidden: boolean } | null> {
    const rows = (await manager.query(
      `UPDATE reviews r SET hidden_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END,
              hidden_reason = $2::text, hidden_by = $3::uuid
         FROM (SELECT id, hidden_at IS NOT NULL AS was_hidden FROM reviews WHERE id = $1 FOR UPDATE) before
        WHERE r.id = before.id
    RETURNING r.location_id, before.was_hidden`,
      [reviewId, hidden?.reason ?? null, hidden?.by ?? null],
    )) as [{ location_id: string; was_hidden: boolean }[], number];
    return rows[0][0] ?? null;
  }

  /** Closes the review's open reports; returns how many there were. */
  async resolveReports(manager: EntityManager, reviewId: string): Promise<number> {
    const [, count] = (await manager.query(
      `UPDATE review_reports SET resolved_at = now() WHERE review_id = $1 AND resolved_at IS NULL`,
      [reviewId],
    )) as [unknown, number];
    return count;
  }

  /** The author and visibility of a review, or null. */
  async find(manager: EntityManager, reviewId: string): Promise<{ user_id: string; hidden: boolean } | null> {
    const rows = (await manager.query(`SELECT user_id, hidden_at IS NOT NULL AS hidden FROM reviews WHERE id = $1`, [
      reviewId,
    ])) as { user_id: string; hidden: boolean }[];
    return rows[0] ?? null;
  }

  async openReportCount(): Promise<number> {
    const [{ n }] = (await this.dataSource.query(
      `SELECT count(DISTINCT review_id)::int AS n FROM review_reports WHERE resolved_at IS NULL`,
    )) as { n: number }[];
    return n;
  }
}

function toModerated({ location_slug, location_name, open_reports, ...review }: ModeratedRow): ModeratedReview<Date> {
  return { ...review, location: { slug: location_slug, name: location_name }, open_reports: open_reports ?? [] };
}
