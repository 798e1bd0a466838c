import type { Paginated, Timestamp } from './common.js';

/** SPEC §3 Review as the API returns it: `author` is the reviewer's display name (never the email). */
export interface Review<T extends Timestamp = string> {
  id: string;
  location_id: string;
  user_id: string;
  author: string;
  rating: number;
  content: string;
  /** YYYY-MM-DD */
  visited_at: string;
  created_at: T;
  updated_at: T;
}

/** PATCH /api/reviews/:id body; SPEC §5 rules, checked by the form and again by the server. */
export interface ReviewInput {
  rating: number;
  /** YYYY-MM-DD, today or earlier. */
  visited_at: string;
  content: string;
}

/** POST /api/reviews body. */
export interface CreateReviewInput extends ReviewInput {
  location_id: string;
}

/** One page of GET /api/reviews?location_id: newest first; `total` counts every review of the location. */
export type ReviewPage<T extends Timestamp = string> = Paginated<Review<T>>;

/** GET /api/reviews/by-me: every review of the signed-in user, newest first, with its place (data export). */
export interface OwnReview<T extends Timestamp = string> extends Review<T> {
  location: { slug: string; name: string };
}

/** GET /api/reviews/mine?location_id: the signed-in user's review of a location, if any. */
export interface MyReview<T extends Timestamp = string> {
  review: Review<T> | null;
}
