import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, QueryFailedError, type EntityManager, type Repository } from 'typeorm';
import { OutboxService } from '../events/outbox.service.js';
import type { CreateReviewDto, UpdateReviewDto } from './dto/review.dto.js';
import { Review } from './review.entity.js';
import { ReviewsRepository, type PublicReview } from './reviews.repository.js';

export interface RatingSummary {
  /** Average rating rounded to one decimal (SPEC §2), null without reviews. */
  average: number | null;
  count: number;
}

const FOREIGN_KEY_VIOLATION = '23503';

@Injectable()
export class ReviewsService {
  constructor(
    @InjectRepository(Review) private readonly reviews: Repository<Review>,
    private readonly repository: ReviewsRepository,
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  /** Computed from the rows on each read, so it can never drift from the reviews themselves. */
  async ratingSummary(locationId: string): Promise<RatingSummary> {
    const row = await this.reviews
      .createQueryBuilder('review')
      .select('round(avg(review.rating)::numeric, 1)', 'average')
      .addSelect('count(*)', 'count')
      .where('review.location_id = :locationId', { locationId })
      .getRawOne<{ average: string | null; count: string }>();
    return { average: row?.average == null ? null : Number(row.average), count: Number(row?.count ?? 0) };
  }

  listForLocation(locationId: string): Promise<PublicReview[]> {
    return this.repository.listForLocation(locationId);
  }

  create(userId: string, input: CreateReviewDto): Promise<PublicReview> {
    return this.dataSource
      .transaction(async (manager) => {
        const saved = await manager.getRepository(Review).save({
          location_id: input.location_id,
          user_id: userId,
          rating: input.rating,
          content: input.content,
          visited_at: input.visited_at,
        });
        await this.outbox.record(manager, { type: 'review.saved', payload: { reviewId: saved.id, locationId: saved.location_id } });
        return this.repository.findPublic(manager, saved.id);
      })
      .catch((error: unknown) => {
        if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === FOREIGN_KEY_VIOLATION) {
          throw new NotFoundException('Location not found');
        }
        throw error;
      });
  }

  update(userId: string, id: string, input: UpdateReviewDto): Promise<PublicReview> {
    return this.dataSource.transaction(async (manager) => {
      const review = await this.ownReview(manager, userId, id, 'edit');
      await manager.update(Review, { id }, { rating: input.rating, content: input.content, visited_at: input.visited_at });
      await this.outbox.record(manager, { type: 'review.saved', payload: { reviewId: id, locationId: review.location_id } });
      return this.repository.findPublic(manager, id);
    });
  }

  async delete(userId: string, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const review = await this.ownReview(manager, userId, id, 'delete');
      await manager.delete(Review, { id });
      await this.outbox.record(manager, { type: 'review.deleted', payload: { reviewId: id, locationId: review.location_id } });
    });
  }

  /** SPEC §6: users edit and delete only their own reviews; checked here, on the server. */
  private async ownReview(manager: EntityManager, userId: string, id: string, action: 'edit' | 'delete'): Promise<Review> {
    const review = await this.repository.findForUpdate(manager, id);
    if (!review) throw new NotFoundException('Review not found');
    if (review.user_id !== userId) throw new ForbiddenException(`You can only ${action} your own reviews`);
    return review;
  }
}
