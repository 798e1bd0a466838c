import type { Timestamp } from './common.js';
import type { PlaceCredit } from './contributions.js';
import type { Photo } from './photos.js';

/**
 * How exact a place's position is (issue 34): the field's known pain is a city given as if it were
 * the spot. Most exact first; the place page draws a `city` place as an area, not a pin.
 */
export const LOCATION_PRECISIONS = ['exact', 'street', 'area', 'city'] as const;
export type LocationPrecision = (typeof LOCATION_PRECISIONS)[number];
export const LOCATION_PRECISION_LABELS: Record<LocationPrecision, string> = {
  exact: 'Exact spot',
  street: 'Street or block',
  area: 'Area',
  city: 'City only',
};

/** Whether the scene was shot at the place, or only set there (and shot somewhere else). */
export const LOCATION_KINDS = ['filmed_here', 'set_here_filmed_elsewhere'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];
export const LOCATION_KIND_LABELS: Record<LocationKind, string> = {
  filmed_here: 'Filmed here',
  set_here_filmed_elsewhere: 'Set here, filmed elsewhere',
};

/**
 * The labels worth a warning where space is short (a map popup, a search hit): a position less than
 * exact, a place only set there. Empty for the usual exact, filmed-here place.
 */
export function positionCaveats(precision: LocationPrecision, kind: LocationKind): string[] {
  const caveats: string[] = [];
  if (precision !== 'exact') caveats.push(LOCATION_PRECISION_LABELS[precision]);
  if (kind !== 'filmed_here') caveats.push(LOCATION_KIND_LABELS[kind]);
  return caveats;
}

export const isLocationPrecision = (value: unknown): value is LocationPrecision =>
  (LOCATION_PRECISIONS as readonly unknown[]).includes(value);
export const isLocationKind = (value: unknown): value is LocationKind =>
  (LOCATION_KINDS as readonly unknown[]).includes(value);

/** The short scene label ("the chase along the river"), plain text. */
export const SCENE_MAX_LENGTH = 500;
/** Below 100 hours, which any film is; the database checks the same bound. */
export const SCENE_TIME_MAX_SECONDS = 100 * 3600 - 1;
export const SCENE_TIME_FORMAT_HINT = 'a time in the film like 1:02:15 or 42:07';

const HOURS_MINUTES_SECONDS = /^(\d{1,2}):([0-5]\d):([0-5]\d)$/;
const MINUTES_SECONDS = /^(\d{1,3}):([0-5]\d)$/;

/**
 * A time in the film, `h:mm:ss` or `m:ss` (minutes may pass 59: `95:00` is 1:35:00), to seconds;
 * null when the text is neither. Spaces around it are ignored.
 */
export function parseSceneTime(text: string): number | null {
  const trimmed = text.trim();
  const long = HOURS_MINUTES_SECONDS.exec(trimmed);
  if (long) return Number(long[1]) * 3600 + Number(long[2]) * 60 + Number(long[3]);
  const short = MINUTES_SECONDS.exec(trimmed);
  if (short) {
    const seconds = Number(short[1]) * 60 + Number(short[2]);
    return seconds <= SCENE_TIME_MAX_SECONDS ? seconds : null;
  }
  return null;
}

/** Seconds as the wire and the page show them: `m:ss` under an hour, `h:mm:ss` from one hour on. */
export function formatSceneTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/** The written form of a valid time, normalised (`01:02:15` → `1:02:15`, `95:00` → `1:35:00`); null when invalid. */
export function normalizeSceneTime(text: string): string | null {
  const seconds = parseSceneTime(text);
  return seconds === null ? null : formatSceneTime(seconds);
}

/** SPEC §3 Location without its joined movie, as a movie's detail lists it. */
export interface Location<T extends Timestamp = string> {
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
  /** An uploaded photo, shown instead of `image_url` (the location detail carries it as `photo`). */
  photo_id: string | null;
  /** How exact latitude/longitude are (issue 34). */
  precision: LocationPrecision;
  kind: LocationKind;
  /** A short plain-text name of the scene shot here (≤ SCENE_MAX_LENGTH); `scene_description` tells it at length. */
  scene: string | null;
  /** When in the film the scene is, normalised by formatSceneTime (`1:02:15`, `42:07`); stored as seconds. */
  scene_time: string | null;
  created_at: T;
  updated_at: T;
}

/** SPEC §3: the movie joined to a location (id, title, slug, year, director). */
export interface LocationMovie {
  id: string;
  title: string;
  slug: string;
  year: number | null;
  director: string | null;
}

/** GET /api/locations/:slug: the location, its movie and its rating summary. */
export interface LocationDetail<T extends Timestamp = string> extends Location<T> {
  movie: LocationMovie;
  /** One decimal, null without reviews. */
  rating_average: number | null;
  review_count: number;
  photo: Photo | null;
  /** Who suggested and corrected it (visitors' contributions): "Suggested by Ana", "Corrected with help from 2 visitors". */
  credit: PlaceCredit;
}

/**
 * GET /api/locations/:slug/nearby (the six closest other locations) and GET /api/locations/near
 * (the closest to a position): nearest first.
 */
export interface NearbyLocation {
  slug: string;
  name: string;
  city: string | null;
  state: string | null;
  country: string | null;
  latitude: number;
  longitude: number;
  image_url: string | null;
  /** Great-circle distance in kilometres, one decimal. */
  distance_km: number;
  movie: { title: string; slug: string; year: number | null };
}

/** Query of GET /api/locations/near: a WGS84 position and how many locations to return. */
export interface NearQuery {
  lat: number;
  lon: number;
  limit?: number;
}
