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

/**
 * A review as its author (and the moderators) see it: with whether a moderator hid it and why.
 * Hidden reviews never reach anyone else.
 */
export interface AuthoredReview<T extends Timestamp = string> extends Review<T> {
  hidden_at: T | null;
  hidden_reason: string | null;
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
export interface OwnReview<T extends Timestamp = string> extends AuthoredReview<T> {
  location: { slug: string; name: string };
}

/** GET /api/reviews/mine?location_id: the signed-in user's review of a location, if any. */
export interface MyReview<T extends Timestamp = string> {
  review: AuthoredReview<T> | null;
}

/** POST /api/reviews/:id/report body: why a signed-in user thinks a review breaks the rules. */
export interface ReviewReportInput {
  reason: string;
}

export const REVIEW_REPORT_REASON = { min: 3, max: 500 } as const;
export const REVIEW_HIDE_REASON = { min: 3, max: 500 } as const;

/** Which reviews /admin/reviews lists: open reports first, the newest, or the hidden ones. */
export type ModerationFilter = 'reported' | 'recent' | 'hidden';
export const MODERATION_FILTERS: readonly ModerationFilter[] = ['reported', 'recent', 'hidden'];

/** A review as the moderator sees it: its place, its open reports and whether it is hidden. */
export interface ModeratedReview<T extends Timestamp = string> extends AuthoredReview<T> {
  location: { slug: string; name: string };
  /** Reports nobody has acted on yet (a hide, restore or dismiss closes them). */
  open_reports: { reason: string; reporter: string; created_at: T }[];
}

/** POST /api/admin/reviews/:id/hide body: the reason is shown to the review's author. */
export interface HideReviewInput {
  reason: string;
}
