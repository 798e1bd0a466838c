import { z } from 'zod';
import { optionalText, requiredText, SLUG_PATTERN, webUrl } from './admin-rules.js';
import {
  LOCATION_KIND_LABELS,
  LOCATION_KINDS,
  LOCATION_PRECISION_LABELS,
  LOCATION_PRECISIONS,
  SCENE_MAX_LENGTH,
  SCENE_TIME_FORMAT_HINT,
  normalizeSceneTime,
} from './locations.js';

/**
 * Validation of the movie and location editors (issue 11), shared by the server's pipes and the
 * admin forms. Optional text comes back as null when empty, as SPEC §3 stores it.
 */

export const ADMIN_PAGE_SIZE = 25;
export const EARLIEST_FILM_YEAR = 1870;
export const IMDB_ID_PATTERN = /^tt\d{7,10}$/;

const nullIfEmpty = (value: string | null) => (value == null || value === '' ? null : value);

const optional = (label: string, max: number) => optionalText(label, max).nullable().transform(nullIfEmpty);
const optionalUrl = (label: string) => webUrl(label).nullable().transform(nullIfEmpty);

export const catalogSlugSchema = z
  .string({ error: 'Slug is required' })
  .trim()
  .min(1, 'Slug is required')
  .max(120, 'Slug must be at most 120 characters')
  .regex(SLUG_PATTERN, 'Slug may contain only lowercase letters, digits and single hyphens');

/** The last year a film may have: next year (announced releases), read when validating. */
export function latestFilmYear(now = new Date()): number {
  return now.getUTCFullYear() + 1;
}

export const movieSchema = z
  .object({
    title: requiredText('Title', 200),
    slug: catalogSlugSchema,
    year: z
      .number({ error: 'Year must be a whole number' })
      .int('Year must be a whole number')
      .min(EARLIEST_FILM_YEAR, `Year must be ${EARLIEST_FILM_YEAR} or later`)
      .refine((year) => year <= latestFilmYear(), 'Year must be at most next year')
      .nullable(),
    director: optional('Director', 200),
    description: optional('Description', 5000),
    poster_url: optionalUrl('Poster URL'),
    backdrop_url: optionalUrl('Backdrop URL'),
    // Omitted: the poster photo stays as it is; null removes it.
    poster_photo_id: z.uuid({ error: 'That photo does not exist' }).nullable().optional(),
    genres: z
      .array(requiredText('Genre', 40), { error: 'Genres must be a list' })
      .max(12, 'At most 12 genres')
      .refine((genres) => new Set(genres.map((g) => g.toLowerCase())).size === genres.length, 'Each genre only once'),
    imdb_id: optionalText('IMDb ID', 12)
      .nullable()
      .transform(nullIfEmpty)
      .refine((id) => id === null || IMDB_ID_PATTERN.test(id), "IMDb ID is 'tt' followed by 7 to 10 digits"),
  })
  .strict();

const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `${label} is required` })
    .min(-limit, `${label} must be between -${limit} and ${limit}`)
    .max(limit, `${label} must be between -${limit} and ${limit}`);

/** How exact the place is (issue 34): one of LOCATION_PRECISIONS, named by its labels in the message. */
export const locationPrecisionSchema = z.enum(LOCATION_PRECISIONS, {
  error: `Precision must be one of: ${Object.values(LOCATION_PRECISION_LABELS).join(', ')}`,
});
export const locationKindSchema = z.enum(LOCATION_KINDS, {
  error: `Kind must be one of: ${Object.values(LOCATION_KIND_LABELS).join(', ')}`,
});
/** The short scene label, plain text; empty is none. */
export const sceneSchema = optional('Scene', SCENE_MAX_LENGTH);
/** The time in the film as text (`1:02:15`, `42:07`), normalised; empty is none. */
export const sceneTimeSchema = z
  .string({ error: 'Time in the film must be text' })
  .trim()
  .max(12, `Enter ${SCENE_TIME_FORMAT_HINT}`)
  .nullable()
  .transform(nullIfEmpty)
  .refine((text) => text === null || normalizeSceneTime(text) !== null, `Enter ${SCENE_TIME_FORMAT_HINT}`)
  .transform((text) => (text === null ? null : normalizeSceneTime(text)));

export const locationSchema = z
  .object({
    movie_id: z.uuid({ error: 'Choose a movie' }),
    name: requiredText('Name', 200),
    slug: catalogSlugSchema,
    description: optional('Description', 5000),
    scene_description: optional('Scene Description', 5000),
    address: optional('Address', 300),
    city: optional('City', 120),
    state: optional('State', 120),
    country: optional('Country', 120),
    latitude: coordinate('Latitude', 90),
    longitude: coordinate('Longitude', 180),
    image_url: optionalUrl('Image URL'),
    // Omitted: the photo stays as it is; null removes it.
    photo_id: z.uuid({ error: 'That photo does not exist' }).nullable().optional(),
    is_verified: z.boolean({ error: 'Verified must be true or false' }),
    // Omitted (an older client): unchanged, or the table's default ('exact', 'filmed_here') for a new place.
    precision: locationPrecisionSchema.optional(),
    kind: locationKindSchema.optional(),
    scene: sceneSchema.optional(),
    scene_time: sceneTimeSchema.optional(),
  })
  .strict();

/** A page's cursor (keyset paging, issue 36): `after` the next page's, `before` the previous page's. */
const cursor = z.string().max(600).optional();
const pageCursors = { after: cursor, before: cursor };
const searchText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((q) => (q ? q : undefined));

export const movieListQuerySchema = z.object({
  q: searchText,
  sort: z.enum(['title', 'year', 'director', 'created_at']).default('created_at'),
  order: z.enum(['asc', 'desc']).optional(),
  ...pageCursors,
});

export const locationListQuerySchema = z.object({
  q: searchText,
  movie_id: z.uuid({ error: 'movie_id must be a movie id' }).optional(),
  country: z
    .string()
    .trim()
    .max(120)
    .optional()
    .transform((c) => (c ? c : undefined)),
  verified: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  ...pageCursors,
});

export const locationCheckQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
  country: z.string().trim().max(120).optional(),
  movie_id: z.uuid().optional(),
  exclude_id: z.uuid().optional(),
});

/** SPEC §5 slug derivation: lowercase, trimmed, whitespace to hyphens, non-word removed, hyphens collapsed. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
