import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { Review } from './review.entity.js';

/** A review as the public sees it: the author is the part of the email before '@' (never the address). */
export interface PublicReview {
  id: string;
  location_id: string;
  user_id: string;
  author: string;
  rating: number;
  content: string;
  visited_at: string;
  created_at: Date;
  updated_at: Date;
}

const PUBLIC_COLUMNS = [
  'review.id AS id',
  'review.location_id AS location_id',
  'review.user_id AS user_id',
  "split_part(author.email, '@', 1) AS author",
  'review.rating AS rating',
  'review.content AS content',
  "to_char(review.visited_at, 'YYYY-MM-DD') AS visited_at",
  'review.created_at AS created_at',
  'review.updated_at AS updated_at',
];

@Injectable()
export class ReviewsRepository {
  constructor(@InjectRepository(Review) private readonly reviews: Repository<Review>) {}

  /** SPEC §7: newest first (id breaks ties so the order is stable). */
  listForLocation(locationId: string): Promise<PublicReview[]> {
    return this.publicQuery(this.reviews.manager)
      .where('review.location_id = :locationId', { locationId })
      .orderBy('review.created_at', 'DESC')
      .addOrderBy('review.id', 'DESC')
      .getRawMany<PublicReview>();
  }

  async findPublic(manager: EntityManager, id: string): Promise<PublicReview> {
    const row = await this.publicQuery(manager).where('review.id = :id', { id }).getRawOne<PublicReview>();
    if (!row) throw new Error(`Review ${id} vanished inside its own transaction`);
    return row;
  }

  /** Locks the row so an edit and a delete of the same review cannot interleave. */
  findForUpdate(manager: EntityManager, id: string): Promise<Review | null> {
    return manager.getRepository(Review).createQueryBuilder('review').setLock('pessimistic_write').where('review.id = :id', { id }).getOne();
  }

  private publicQuery(manager: EntityManager) {
    return manager.getRepository(Review).createQueryBuilder('review').innerJoin('review.user', 'author').select(PUBLIC_COLUMNS);
  }
}
