import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PlaceCredit } from '../contracts/contributions.js';

/** How many helpers' names a place's credit lists; the count covers them all. */
export const CREDIT_NAMES_SHOWN = 5;

/**
 * A place's credit (issue 34), read from the contributions module's suggestions: the visitor whose
 * new place it became, and everyone whose correction, photo or duplicate was accepted or merged
 * into it. Read-only here; the contributions module writes location_suggestions.
 */
@Injectable()
export class PlaceCreditRepository {
  constructor(private readonly dataSource: DataSource) {}

  async creditOf(locationId: string): Promise<PlaceCredit> {
    const [row] = (await this.dataSource.query(
      `WITH credited AS (
         SELECT s.user_id, u.display_name, s.kind, s.state, s.created_at
           FROM location_suggestions s JOIN users u ON u.id = s.user_id
          WHERE s.location_id = $1 AND s.state IN ('accepted', 'accepted_with_changes', 'merged')
       ), founder AS (
         SELECT user_id, display_name FROM credited
          WHERE kind = 'new_place' AND state <> 'merged' ORDER BY created_at LIMIT 1
       ), helpers AS (
         SELECT display_name, min(created_at) AS first FROM credited
          WHERE user_id NOT IN (SELECT user_id FROM founder) GROUP BY user_id, display_name
       )
       SELECT (SELECT display_name FROM founder) AS suggested_by,
              (SELECT count(*)::int FROM helpers) AS corrected_by_count,
              coalesce((SELECT json_agg(display_name ORDER BY first)
                          FROM (SELECT * FROM helpers ORDER BY first LIMIT $2) shown), '[]') AS corrected_by`,
      [locationId, CREDIT_NAMES_SHOWN],
    )) as PlaceCredit[];
    return row;
  }
}
