import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ModerationItemKind, OwnSuggestion, ProposedPlace, SuggestionState } from '../contracts/contributions.js';
import { describeConstraints } from '../database/index.js';
import { Location } from '../locations/index.js';
import { LocationSuggestionRow } from './location-suggestion.entity.js';

describeConstraints({
  // The place or movie was deleted while the suggestion was being saved.
  location_suggestions_location_id_fkey: { status: HttpStatus.NOT_FOUND, message: 'Location not found' },
  location_suggestions_movie_id_fkey: { status: HttpStatus.NOT_FOUND, message: 'Movie not found' },
  location_suggestions_photo_id_fkey: { status: HttpStatus.BAD_REQUEST, message: 'Upload the photo first' },
});

export type NewSuggestion = Pick<
  LocationSuggestionRow,
  'kind' | 'user_id' | 'movie_id' | 'location_id' | 'proposed' | 'source' | 'reason' | 'photo_id'
>;

export interface Decision {
  state: Exclude<SuggestionState, 'pending'>;
  decidedBy: string;
  locationId?: string | null;
  applied?: ProposedPlace | null;
  declineReason?: string | null;
}

/** A suggestion with the names the lists and the detail show. */
export interface SuggestionWithNames extends LocationSuggestionRow {
  suggested_by: string;
  movie_slug: string;
  movie_title: string;
  place_slug: string | null;
  place_name: string | null;
}

/** One row of the inbox before its details are loaded: what waits, and since when. */
export interface InboxEntry {
  type: 'suggestion' | 'reported_review';
  id: string;
  waiting_since: Date;
}

const WITH_NAMES = `
  SELECT s.*, u.display_name AS suggested_by, m.slug AS movie_slug, m.title AS movie_title,
         l.slug AS place_slug, l.name AS place_name
    FROM location_suggestions s
    JOIN users u ON u.id = s.user_id
    JOIN movies m ON m.id = s.movie_id
    LEFT JOIN locations l ON l.id = s.location_id`;

/** Pending suggestions, and reviews with an open report (the oldest report is how long it waits). */
const INBOX_SOURCES = `
  SELECT 'suggestion' AS type, s.kind AS kind, s.id, s.created_at AS waiting_since
    FROM location_suggestions s WHERE s.state = 'pending'
  UNION ALL
  SELECT 'reported_review', 'reported_review', rr.review_id, min(rr.created_at)
    FROM review_reports rr WHERE rr.resolved_at IS NULL GROUP BY rr.review_id`;

/** The only code that queries location_suggestions; it reads users, movies, locations and photos beside it. */
@Injectable()
export class SuggestionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Takes the visitor's turn: two suggestions sent at once by one person are counted one after the
   * other, so neither slips past the limit.
   */
  async lockVisitor(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('location_suggestions:' || $1))`, [userId]);
  }

  /** How many of the visitor's suggestions wait, and how old their account is in hours. */
  async visitorStanding(manager: EntityManager, userId: string): Promise<{ pending: number; account_hours: number }> {
    const [row] = (await manager.query(
      `SELECT (SELECT count(*)::int FROM location_suggestions WHERE user_id = $1 AND state = 'pending') AS pending,
              extract(epoch FROM now() - u.created_at) / 3600 AS account_hours
         FROM users u WHERE u.id = $1`,
      [userId],
    )) as { pending: number; account_hours: string | number }[];
    return { pending: row?.pending ?? 0, account_hours: Number(row?.account_hours ?? 0) };
  }

  /** Photos the visitor uploaded in the last day (the contribution photo upload's limit). */
  async photoUploadsInLastDay(userId: string): Promise<number> {
    const [{ n }] = (await this.dataSource.query(
      `SELECT count(*)::int AS n FROM photos WHERE uploaded_by = $1 AND created_at > now() - interval '24 hours'`,
      [userId],
    )) as { n: number }[];
    return n;
  }

  /** A photo the visitor uploaded themselves, not yet part of another suggestion or place. */
  async isOwnFreePhoto(manager: EntityManager, photoId: string, userId: string): Promise<boolean> {
    const rows = (await manager.query(
      `SELECT 1 FROM photos p
        WHERE p.id = $1 AND p.uploaded_by = $2
          AND NOT EXISTS (SELECT 1 FROM location_suggestions s WHERE s.photo_id = p.id)
          AND NOT EXISTS (SELECT 1 FROM locations l WHERE l.photo_id = p.id)`,
      [photoId, userId],
    )) as unknown[];
    return rows.length > 0;
  }

  async movieIdBySlug(slug: string): Promise<string | null> {
    const rows = (await this.dataSource.query(`SELECT id FROM movies WHERE slug = $1`, [slug])) as { id: string }[];
    return rows[0]?.id ?? null;
  }

  async placeBySlug(slug: string): Promise<{ id: string; movie_id: string } | null> {
    const rows = (await this.dataSource.query(`SELECT id, movie_id FROM locations WHERE slug = $1`, [slug])) as {
      id: string;
      movie_id: string;
    }[];
    return rows[0] ?? null;
  }

  /** A place as its entity reads it (the time in the film in its written form). */
  findPlace(id: string, manager: EntityManager = this.dataSource.manager): Promise<Location | null> {
    return manager.getRepository(Location).findOneBy({ id });
  }

  /** Stores the suggestion; a correction or photo records the place's updated_at it was made against. */
  async insert(manager: EntityManager, row: NewSuggestion): Promise<string> {
    const [{ id }] = (await manager.query(
      `INSERT INTO location_suggestions
              (kind, user_id, movie_id, location_id, proposed, source, reason, photo_id, based_on_updated_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, (SELECT updated_at FROM locations WHERE id = $4))
       RETURNING id`,
      [
        row.kind,
        row.user_id,
        row.movie_id,
        row.location_id,
        row.proposed ? JSON.stringify(row.proposed) : null,
        row.source,
        row.reason,
        row.photo_id,
      ],
    )) as { id: string }[];
    return id;
  }

  async findWithNames(id: string): Promise<SuggestionWithNames | null> {
    const rows = (await this.dataSource.query(`${WITH_NAMES} WHERE s.id = $1`, [id])) as SuggestionWithNames[];
    return rows[0] ?? null;
  }

  async listByUser(userId: string): Promise<OwnSuggestion<Date>[]> {
    const rows = (await this.dataSource.query(`${WITH_NAMES} WHERE s.user_id = $1 ORDER BY s.created_at DESC, s.id`, [
      userId,
    ])) as SuggestionWithNames[];
    return rows.map(toOwnSuggestion);
  }

  async findOwn(id: string): Promise<OwnSuggestion<Date> | null> {
    const row = await this.findWithNames(id);
    return row ? toOwnSuggestion(row) : null;
  }

  async listWithNames(ids: string[]): Promise<SuggestionWithNames[]> {
    if (ids.length === 0) return [];
    return (await this.dataSource.query(`${WITH_NAMES} WHERE s.id = ANY($1::uuid[])`, [ids])) as SuggestionWithNames[];
  }

  /** One page of what waits, oldest first, all kinds or one. */
  async inbox(
    kind: ModerationItemKind | undefined,
    page: { offset: number; limit: number },
  ): Promise<{ entries: InboxEntry[]; total: number }> {
    const [entries, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `SELECT type, id, waiting_since FROM (${INBOX_SOURCES}) waiting
          WHERE $1::text IS NULL OR kind = $1
          ORDER BY waiting_since, id OFFSET $2 LIMIT $3`,
        [kind ?? null, page.offset, page.limit],
      ) as Promise<InboxEntry[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM (${INBOX_SOURCES}) waiting WHERE $1::text IS NULL OR kind = $1`,
        [kind ?? null],
      ) as Promise<{ total: number }[]>,
    ]);
    return { entries, total };
  }

  async pendingCount(): Promise<number> {
    const [{ n }] = (await this.dataSource.query(
      `SELECT count(*)::int AS n FROM location_suggestions WHERE state = 'pending'`,
    )) as { n: number }[];
    return n;
  }

  /** The suggestion, locked until the decision commits (two editors cannot decide it twice). */
  findForDecision(manager: EntityManager, id: string): Promise<LocationSuggestionRow | null> {
    return manager
      .getRepository(LocationSuggestionRow)
      .createQueryBuilder('s')
      .setLock('pessimistic_write')
      .where('s.id = :id', { id })
      .getOne();
  }

  /**
   * The place a correction or photo is about, locked so no admin edit slips in between the check
   * and the write, and whether it was edited after the suggestion was made (compared in the
   * database, at its microsecond precision).
   */
  async lockPlace(
    manager: EntityManager,
    suggestionId: string,
    locationId: string,
  ): Promise<{ place: Location; changed: boolean } | null> {
    const place = await manager
      .getRepository(Location)
      .createQueryBuilder('l')
      .setLock('pessimistic_write')
      .where('l.id = :locationId', { locationId })
      .getOne();
    if (!place) return null;
    const [{ changed }] = (await manager.query(
      `SELECT coalesce(l.updated_at > s.based_on_updated_at, false) AS changed
         FROM location_suggestions s, locations l WHERE s.id = $1 AND l.id = $2`,
      [suggestionId, locationId],
    )) as { changed: boolean }[];
    return { place, changed };
  }

  /** Whether the place was edited after the suggestion was made (the detail's notice). */
  async placeChangedSince(suggestionId: string): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `SELECT coalesce(l.updated_at > s.based_on_updated_at, false) AS changed
         FROM location_suggestions s JOIN locations l ON l.id = s.location_id WHERE s.id = $1`,
      [suggestionId],
    )) as { changed: boolean }[];
    return rows[0]?.changed ?? false;
  }

  async decide(manager: EntityManager, id: string, decision: Decision): Promise<void> {
    await manager.query(
      `UPDATE location_suggestions
          SET state = $2, decided_by = $3, decided_at = now(),
              location_id = coalesce($4::uuid, location_id), applied = $5::jsonb, decline_reason = $6
        WHERE id = $1`,
      [
        id,
        decision.state,
        decision.decidedBy,
        decision.locationId ?? null,
        decision.applied ? JSON.stringify(decision.applied) : null,
        decision.declineReason ?? null,
      ],
    );
  }

  /** The visitor a state change is mailed to, with what the mail names. */
  async recipientOf(id: string): Promise<(SuggestionWithNames & { email: string }) | null> {
    const rows = (await this.dataSource.query(
      `SELECT named.*, u.email FROM (${WITH_NAMES} WHERE s.id = $1) named JOIN users u ON u.id = named.user_id`,
      [id],
    )) as (SuggestionWithNames & { email: string })[];
    return rows[0] ?? null;
  }

  /** The same movie's places within `meters` of a point, nearest first. */
  async sameMoviePlacesWithin(
    movieId: string,
    point: { latitude: number; longitude: number },
    meters: number,
    excludeId: string | null,
  ): Promise<{ id: string; slug: string; name: string; distance_m: number }[]> {
    return (await this.dataSource.query(
      `SELECT id, slug, name, round(earth_distance(ll_to_earth(latitude, longitude), ll_to_earth($2, $3)))::int AS distance_m
         FROM locations
        WHERE movie_id = $1 AND ($5::uuid IS NULL OR id <> $5::uuid)
          AND earth_box(ll_to_earth($2, $3), $4) @> ll_to_earth(latitude, longitude)
          AND earth_distance(ll_to_earth(latitude, longitude), ll_to_earth($2, $3)) <= $4
        ORDER BY distance_m`,
      [movieId, point.latitude, point.longitude, meters, excludeId],
    )) as { id: string; slug: string; name: string; distance_m: number }[];
  }

  /** The centre of the catalogue's places stated in a city (of that country), when there are any. */
  async cityCentre(city: string, country: string | null): Promise<{ latitude: number; longitude: number } | null> {
    const [row] = (await this.dataSource.query(
      `SELECT avg(latitude) AS latitude, avg(longitude) AS longitude, count(*)::int AS n
         FROM locations
        WHERE lower(btrim(city)) = lower(btrim($1))
          AND ($2::text IS NULL OR lower(btrim(country)) = lower(btrim($2)))`,
      [city, country],
    )) as { latitude: number | null; longitude: number | null; n: number }[];
    if (!row || row.n === 0) return null;
    return { latitude: Number(row.latitude), longitude: Number(row.longitude) };
  }
}

function toOwnSuggestion(row: SuggestionWithNames): OwnSuggestion<Date> {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    movie: { slug: row.movie_slug, title: row.movie_title },
    place: row.place_slug && row.place_name ? { slug: row.place_slug, name: row.place_name } : null,
    proposed_name: (row.applied ?? row.proposed)?.name ?? null,
    decline_reason: row.decline_reason,
    created_at: row.created_at,
    decided_at: row.decided_at,
  };
}
