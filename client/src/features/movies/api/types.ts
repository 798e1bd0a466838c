/** SPEC §3 Movie and Location as the API returns them (snake_case, like the spec). */
export interface Movie {
  id: string;
  slug: string;
  title: string;
  year: number | null;
  director: string | null;
  description: string | null;
  poster_url: string | null;
  backdrop_url: string | null;
  genres: string[];
  imdb_id: string | null;
  created_at: string;
}

export interface MovieLocation {
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
}

export interface MovieDetail extends Movie {
  locations: MovieLocation[];
}

export interface Paginated<T> {
  items: T[];
  total: number;
  offset: number;
  limit: number;
}
