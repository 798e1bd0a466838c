/** SPEC §3 Review as the API returns it: `author` (the part of the email before '@') replaces the joined email. */
export interface Review {
  id: string;
  location_id: string;
  user_id: string;
  author: string;
  rating: number;
  content: string;
  /** YYYY-MM-DD */
  visited_at: string;
  created_at: string;
  updated_at: string;
}

/** One page of GET /api/reviews: newest first; `total` counts every review of the location. */
export interface ReviewPage {
  items: Review[];
  total: number;
  offset: number;
  limit: number;
}
