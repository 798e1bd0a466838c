/** SPEC §3 Location as GET /api/locations/:slug returns it: joined movie plus rating summary. */
export interface LocationMovie {
  id: string;
  title: string;
  slug: string;
  year: number | null;
  director: string | null;
}

export interface LocationDetail {
  id: string;
  slug: string;
  movie_id: string;
  name: string;
  description: string | null;
  scene_description: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  latitude: number;
  longitude: number;
  image_url: string | null;
  is_verified: boolean;
  created_at: string;
  movie: LocationMovie;
  /** One decimal, null without reviews. */
  rating_average: number | null;
  review_count: number;
}
