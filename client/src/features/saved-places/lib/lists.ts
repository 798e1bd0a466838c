import { ApiError } from '@/lib/api-client';
import type { PlaceTally, SavedPlaceKind } from '@contracts';

/** The names of the two lists, as the toggles, toasts and My Places say them. */
export const LIST_NAMES: Record<SavedPlaceKind, string> = { want: 'Want to Go', been: 'Been Here' };

/** What the server said when it refused for a reason the visitor can act on (the limit); else `fallback`. */
export const failureMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status < 500 && error.status !== 401 ? error.message : fallback;

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "12 places from 5 movies in 3 countries visited" (Been Here) or "… to visit" (Want to Go). */
export function tallyText(tally: PlaceTally, kind: SavedPlaceKind): string {
  if (tally.places === 0) return 'no places yet';
  const places = counted(tally.places, 'place', 'places');
  const movies = counted(tally.movies, 'movie', 'movies');
  const countries = counted(tally.countries, 'country', 'countries');
  return `${places} from ${movies} in ${countries} ${kind === 'been' ? 'visited' : 'to visit'}`;
}

/** A visit date (YYYY-MM-DD) as "May 1, 2024", the same in every time zone. */
export const formatVisitDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** Today in the visitor's time zone (YYYY-MM-DD): the latest visit date the date field offers. */
export const todayHere = (now = new Date()) =>
  new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
