import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { AuditService } from '../audit/index.js';
import type { Paginated } from '../common/pagination.dto.js';
import type { ModeratedReview, ModerationFilter } from '../contracts/reviews.js';
import { TransactionRunner } from '../database/index.js';
import { OutboxService } from '../events/index.js';
import type { UserProfile } from '../users/index.js';
import { ReviewModerationRepository } from './review-moderation.repository.js';

export const CANNOT_REPORT_OWN = 'You cannot report your own review';
const REVIEW_NOT_FOUND = 'Review not found';

/**
 * Reports from visitors and what moderators do with them. A hidden review leaves the public list,
 * the rating and the search document (the `review.moderated` event re-syncs the location) while its
 * author keeps seeing it with the reason. Every moderator action is in the audit log, written in
 * the same transaction as the change.
 */
@Injectable()
export class ReviewModerationService {
  constructor(
    private readonly repository: ReviewModerationRepository,
    private readonly transactions: TransactionRunner,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
  ) {}

  async report(reporterId: string, reviewId: string, reason: string): Promise<void> {
    await this.transactions.run(async (manager) => {
      const review = await this.repository.find(manager, reviewId);
      // A hidden review is not public, so nobody but its author could have seen it.
      if (!review || (review.hidden && review.user_id !== reporterId)) throw new NotFoundException(REVIEW_NOT_FOUND);
      if (review.user_id === reporterId) throw new BadRequestException(CANNOT_REPORT_OWN);
      await this.repository.report(manager, reviewId, reporterId, reason);
    });
  }

  async list(
    filter: ModerationFilter,
    page: { offset: number; limit: number },
  ): Promise<Paginated<ModeratedReview<Date>>> {
    const { items, total } = await this.repository.list(filter, page);
    return { items, total, ...page };
  }

  /** Reviews by id as the moderator sees them (the moderation inbox), in no order. */
  findModerated(ids: string[]): Promise<ModeratedReview<Date>[]> {
    return this.repository.findModerated(ids);
  }

  openReportCount(): Promise<number> {
    return this.repository.openReportCount();
  }

  hide(moderator: UserProfile, reviewId: string, reason: string): Promise<void> {
    return this.moderate(moderator, reviewId, { reason, by: moderator.id });
  }

  restore(moderator: UserProfile, reviewId: string): Promise<void> {
    return this.moderate(moderator, reviewId, null);
  }

  /** The review stays as it is; its open reports are closed (the moderator found nothing wrong). */
  async dismissReports(moderator: UserProfile, reviewId: string): Promise<void> {
    await this.transactions.run(async (manager) => {
      if (!(await this.repository.find(manager, reviewId))) throw new NotFoundException(REVIEW_NOT_FOUND);
      await this.repository.resolveReports(manager, reviewId);
      await this.audit.record(manager, { actor: moderator, entity: 'review', entityId: reviewId, action: 'dismiss' });
    });
  }

  /** Hiding or restoring closes the review's open reports: a moderator has looked at it. */
  private async moderate(
    moderator: UserProfile,
    reviewId: string,
    hidden: { reason: string; by: string } | null,
  ): Promise<void> {
    await this.transactions.run(async (manager) => {
      const before = await this.repository.setHidden(manager, reviewId, hidden);
      if (!before) throw new NotFoundException(REVIEW_NOT_FOUND);
      await this.repository.resolveReports(manager, reviewId);
      await this.audit.record(manager, {
        actor: moderator,
        entity: 'review',
        entityId: reviewId,
        action: hidden ? 'hide' : 'restore',
        changedFields: hidden
          ? ['hidden_at', 'hidden_reason']
          : before.was_hidden
            ? ['hidden_at', 'hidden_reason']
            : [],
      });
      await this.outbox.record(manager, {
        type: 'review.moderated',
        payload: { reviewId, locationId: before.location_id, hidden: Boolean(hidden) },
      });
    });
  }
}
