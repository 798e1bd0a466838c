import type { TripStop } from './trip-stop.js';

/** A stop's name in exported files, numbered so a map app's list shows the walking order. */
export const numberedName = (stop: TripStop, index: number): string => `${index + 1}. ${stop.name}`;

/** The films of a stop as one line ("Filmed here: Amélie, Ronin"), or nothing. */
export const filmsLine = (stop: TripStop): string | undefined =>
  stop.movies?.length ? `Filmed here: ${stop.movies.join(', ')}` : undefined;

/** The text a map app shows for a stop: the visitor's note, then its films. */
export const stopDescription = (stop: TripStop): string =>
  [stop.note?.trim(), filmsLine(stop)].filter(Boolean).join('\n');
