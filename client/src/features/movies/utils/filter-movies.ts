import type { Movie } from '@contracts';

/** SPEC §2 movie list: a case-insensitive "contains" on title, director or description. */
export function filterMovies(movies: Movie[], query: string): Movie[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return movies;
  return movies.filter((movie) =>
    [movie.title, movie.director, movie.description].some((field) => field?.toLocaleLowerCase().includes(needle)),
  );
}
