import { z } from 'zod';
import { isHttpUrl } from './admin-rules.js';
import { LOCATION_PRECISIONS } from './locations.js';

/** The generator's form and save rules (SPEC §5), shared by the screen and the server (ZodBodyPipe). */
const optionalYear = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v === '') return null;
    const n = typeof v === 'number' ? v : Number(v);
    if (!Number.isInteger(n) || n < 1870 || n > 2200) {
      ctx.addIssue({ code: 'custom', message: 'Year must be a whole number' });
      return z.NEVER;
    }
    return n;
  });

const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v?.trim() ? v.trim() : null));

export const generationInputSchema = z.object({
  title: z.string().trim().min(1, 'Please enter a movie title').max(200),
  year: optionalYear,
  director: optionalText(200),
});

export const draftLocationSchema = z.object({
  name: z.string().trim().min(1, 'Please enter a name').max(200),
  description: optionalText(5000),
  scene_description: optionalText(5000),
  address: optionalText(500),
  city: optionalText(200),
  state: optionalText(200),
  country: optionalText(200),
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
  image_url: optionalText(2000).refine((v) => v === null || isHttpUrl(v), 'Image URL must start with http(s)://'),
  // As the model stated them (issue 34); the save turns `setting` into "Set here, filmed elsewhere".
  precision: z
    .enum(LOCATION_PRECISIONS, { error: 'Precision must be exact, street, area or city' })
    .nullish()
    .transform((v) => v ?? null),
  kind: z
    .enum(['filmed', 'studio', 'setting'])
    .nullish()
    .catch(null)
    .transform((v) => v ?? null),
});

export const saveGenerationSchema = z.object({
  movie: z.object({
    title: z.string().trim().min(1, 'Please enter a movie title').max(200),
    year: optionalYear,
    director: optionalText(200),
    description: optionalText(20000),
    poster_url: optionalText(2000).refine((v) => v === null || isHttpUrl(v), 'Poster URL must start with http(s)://'),
    backdrop_url: optionalText(2000).refine(
      (v) => v === null || isHttpUrl(v),
      'Backdrop URL must start with http(s)://',
    ),
    genres: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
    imdb_id: optionalText(20),
  }),
  locations: z.array(draftLocationSchema).min(1, 'Keep at least one location').max(30),
  target_movie_id: z.string().uuid().nullish(),
});
