import type { SavedPlace } from '@contracts';

/** My Places' filters (the URL's ?movie=<slug>&country=<name>); null: any. */
export interface PlaceFilters {
  movie: string | null;
  country: string | null;
}

export interface FilterOptions {
  movies: { slug: string; title: string; year: number | null }[];
  countries: string[];
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** The movies and countries the saved places come from (both lists), each once, in alphabetical order. */
export function filterOptions(items: SavedPlace[]): FilterOptions {
  const movies = new Map(items.map(({ location: { movie } }) => [movie.slug, movie]));
  const countries = new Set(items.flatMap(({ location }) => (location.country ? [location.country] : [])));
  return {
    movies: [...movies.values()]
      .map(({ slug, title, year }) => ({ slug, title, year }))
      .sort((a, b) => byText(a.title, b.title) || (a.year ?? 0) - (b.year ?? 0)),
    countries: [...countries].sort(byText),
  };
}

/** The places of the chosen movie and country (a filter naming nothing saved leaves no places). */
export function filterPlaces(items: SavedPlace[], { movie, country }: PlaceFilters): SavedPlace[] {
  return items.filter(
    ({ location }) => (!movie || location.movie.slug === movie) && (!country || location.country === country),
  );
}
