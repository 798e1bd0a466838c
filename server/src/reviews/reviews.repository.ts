import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { describeConstraints } from '../database/index.js';
import { Review } from './review.entity.js';
import type { AuthoredReview as AuthoredReviewContract, Review as ReviewContract } from '../contracts/reviews.js';

/** A review as the public sees it: the author is the user's display name (never anything of the address). */
export type PublicReview = ReviewContract<Date>;

export type AuthoredReview = AuthoredReviewContract<Date>;

export type OwnReviewRow = AuthoredReview & { location_slug: string; location_name: string };

export interface RatingSummary {
  /** Average rating rounded to one decimal (SPEC §2), null without reviews. */
  average: number | null;
  count: number;
}

export type ReviewFields = Pick<Review, 'rating' | 'content' | 'visited_at'>;

export type DeletedReview = Pick<Review, 'id' | 'location_id'>;

// What the database refuses for reviews, said once (the global DatabaseErrorFilter answers with it).
describeConstraints({
  reviews_user_location_key: { status: HttpStatus.CONFLICT, message: 'You have already reviewed this location' },
  reviews_location_id_fkey: { status: HttpStatus.NOT_FOUND, message: 'Location not found' },
});

const PUBLIC_COLUMNS = [
  'review.id AS id',
  'review.location_id AS location_id',
  'review.user_id AS user_id',
  'author.display_name AS author',
  'review.rating AS rating',
  'review.content AS content',
  "to_char(review.visited_at, 'YYYY-MM-DD') AS visited_at",
  'review.created_at AS created_at',
  'review.updated_at AS updated_at',
];
/** Only for the author's own reads: whether a moderator hid the review, and why. */
const MODERATION_COLUMNS = ['review.hidden_at AS hidden_at', 'review.hidden_reason AS hidden_reason'];

/** Public reads leave out what a moderator hid (its author still sees it, with the reason). */
const VISIBLE = 'review.hidden_at IS NULL';

/** The only place that queries the reviews table. Write methods take the caller's transaction. */
@Injectable()
export class ReviewsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** SPEC §7: newest first (id breaks ties so pages never overlap); `total` counts every visible review. */
  async listForLocation(
    locationId: string,
    page: { offset: number; limit: number },
  ): Promise<{ items: PublicReview[]; total: number }> {
    const [items, total] = await Promise.all([
      this.publicQuery(this.dataSource.manager)
        .where('review.location_id = :locationId', { locationId })
        .andWhere(VISIBLE)
        .orderBy('review.created_at', 'DESC')
        .addOrderBy('review.id', 'DESC')
        .offset(page.offset)
        .limit(page.limit)
        .getRawMany<PublicReview>(),
      this.dataSource.manager
        .getRepository(Review)
        .createQueryBuilder('review')
        .where('review.location_id = :locationId', { locationId })
        .andWhere(VISIBLE)
        .getCount(),
    ]);
    return { items, total };
  }

  /** The user's own review of a location (at most one, see the unique index), or null. */
  async findByAuthor(userId: string, locationId: string): Promise<AuthoredReview | null> {
    const row = await this.publicQuery(this.dataSource.manager)
      .addSelect(MODERATION_COLUMNS)
      .where('review.user_id = :userId AND review.location_id = :locationId', { userId, locationId })
      .getRawOne<AuthoredReview>();
    return row ?? null;
  }

  /** Every review of a user, newest first, with its place: what the user's data export holds. */
  listByUser(userId: string): Promise<OwnReviewRow[]> {
    return this.publicQuery(this.dataSource.manager)
      .innerJoin('locations', 'place', 'place.id = review.location_id')
      .addSelect(['place.slug AS location_slug', 'place.name AS location_name', ...MODERATION_COLUMNS])
      .where('review.user_id = :userId', { userId })
      .orderBy('review.created_at', 'DESC')
      .addOrderBy('review.id', 'DESC')
      .getRawMany<OwnReviewRow>();
  }

  /** Computed from the rows on each read, over all visible reviews (not a page), so it can never drift. */
  async ratingSummary(locationId: string): Promise<RatingSummary> {
    const row = await this.dataSource.manager
      .getRepository(Review)
      .createQueryBuilder('review')
      .select('round(avg(review.rating)::numeric, 1)', 'average')
      .addSelect('count(*)', 'count')
      .where('review.location_id = :locationId', { locationId })
      .andWhere(VISIBLE)
      .getRawOne<{ average: string | null; count: string }>();
    return { average: row?.average == null ? null : Number(row.average), count: Number(row?.count ?? 0) };
  }

  async insert(
    manager: EntityManager,
    review: ReviewFields & Pick<Review, 'location_id' | 'user_id'>,
  ): Promise<string> {
    const saved = await manager.getRepository(Review).save(manager.create(Review, review));
    return saved.id;
  }

  async update(manager: EntityManager, id: string, fields: ReviewFields): Promise<void> {
    await manager.update(Review, { id }, fields);
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.delete(Review, { id });
  }

  /** Deletes every review the user wrote and returns them (their places' ratings follow). */
  async deleteByAuthor(manager: EntityManager, userId: string): Promise<DeletedReview[]> {
    const result = await manager
      .createQueryBuilder()
      .delete()
      .from(Review)
      .where('user_id = :userId', { userId })
      .returning(['id', 'location_id'])
      .execute();
    return result.raw as DeletedReview[];
  }

  async findPublic(manager: EntityManager, id: string): Promise<PublicReview> {
    const row = await this.publicQuery(manager).where('review.id = :id', { id }).getRawOne<PublicReview>();
    if (!row) throw new Error(`Review ${id} vanished inside its own transaction`);
    return row;
  }

  /** Locks the row so an edit and a delete of the same review cannot interleave. */
  findForUpdate(manager: EntityManager, id: string): Promise<Review | null> {
    return manager
      .getRepository(Review)
      .createQueryBuilder('review')
      .setLock('pessimistic_write')
      .where('review.id = :id', { id })
      .getOne();
  }

  private publicQuery(manager: EntityManager) {
    return manager
      .getRepository(Review)
      .createQueryBuilder('review')
      .innerJoin('review.user', 'author')
      .select(PUBLIC_COLUMNS);
  }
}
