import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Paginated } from '../common/pagination.dto.js';
import { TransactionRunner } from '../database/index.js';
import { OutboxService } from '../events/index.js';
import type { CreateReviewDto, ListReviewsQuery, UpdateReviewDto } from './dto/review.dto.js';
import type { Review } from './review.entity.js';
import type { OwnReview } from '../contracts/reviews.js';
import {
  ReviewsRepository,
  type AuthoredReview,
  type PublicReview,
  type RatingSummary,
  type ReviewFields,
} from './reviews.repository.js';

export type { RatingSummary } from './reviews.repository.js';

/**
 * Review rules (SPEC §2, §6): anyone reads, signed-in users write one review per location and
 * change only their own. Each write and its domain event share one transaction (the outbox).
 * A second review of the same place and a missing location are refused by the database and
 * answered by the global DatabaseErrorFilter (see the constraints in reviews.repository).
 */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly repository: ReviewsRepository,
    private readonly transactions: TransactionRunner,
    private readonly outbox: OutboxService,
  ) {}

  ratingSummary(locationId: string): Promise<RatingSummary> {
    return this.repository.ratingSummary(locationId);
  }

  async listForLocation(query: ListReviewsQuery): Promise<Paginated<PublicReview>> {
    const { items, total } = await this.repository.listForLocation(query.location_id, query);
    return { items, total, offset: query.offset, limit: query.limit };
  }

  /** The signed-in user's reviews, each with its place (the /account data download). */
  async listByUser(userId: string): Promise<OwnReview<Date>[]> {
    const rows = await this.repository.listByUser(userId);
    return rows.map(({ location_slug, location_name, ...review }) => ({
      ...review,
      location: { slug: location_slug, name: location_name },
    }));
  }

  /** Lets the form offer to edit the user's review instead of writing a second one (and says if it is hidden). */
  async findMine(userId: string, locationId: string): Promise<{ review: AuthoredReview | null }> {
    return { review: await this.repository.findByAuthor(userId, locationId) };
  }

  create(userId: string, input: CreateReviewDto): Promise<PublicReview> {
    return this.transactions.run(async (manager) => {
      const id = await this.repository.insert(manager, {
        location_id: input.location_id,
        user_id: userId,
        ...fieldsOf(input),
      });
      await this.outbox.record(manager, {
        type: 'review.saved',
        payload: { reviewId: id, locationId: input.location_id },
      });
      return this.repository.findPublic(manager, id);
    });
  }

  update(userId: string, id: string, input: UpdateReviewDto): Promise<PublicReview> {
    return this.transactions.run(async (manager) => {
      const review = await this.ownReview(manager, userId, id, 'edit');
      await this.repository.update(manager, id, fieldsOf(input));
      await this.outbox.record(manager, {
        type: 'review.saved',
        payload: { reviewId: id, locationId: review.location_id },
      });
      return this.repository.findPublic(manager, id);
    });
  }

  async delete(userId: string, id: string): Promise<void> {
    await this.transactions.run(async (manager) => {
      const review = await this.ownReview(manager, userId, id, 'delete');
      await this.repository.delete(manager, id);
      await this.outbox.record(manager, {
        type: 'review.deleted',
        payload: { reviewId: id, locationId: review.location_id },
      });
    });
  }

  /**
   * A deleted account's reviews go, in the deletion's transaction, each with its review.deleted
   * event, so the places' ratings and search documents follow as for a single delete.
   */
  async deleteAllByAuthor(manager: EntityManager, userId: string): Promise<void> {
    const deleted = await this.repository.deleteByAuthor(manager, userId);
    for (const review of deleted)
      await this.outbox.record(manager, {
        type: 'review.deleted',
        payload: { reviewId: review.id, locationId: review.location_id },
      });
  }

  /** SPEC §6: users edit and delete only their own reviews; checked here, on the server. */
  private async ownReview(
    manager: EntityManager,
    userId: string,
    id: string,
    action: 'edit' | 'delete',
  ): Promise<Review> {
    const review = await this.repository.findForUpdate(manager, id);
    if (!review) throw new NotFoundException('Review not found');
    if (review.user_id !== userId) throw new ForbiddenException(`You can only ${action} your own reviews`);
    return review;
  }
}

const fieldsOf = (input: ReviewFields): ReviewFields => ({
  rating: input.rating,
  content: input.content,
  visited_at: input.visited_at,
});
