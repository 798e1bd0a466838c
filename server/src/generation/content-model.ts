import { z } from 'zod';
import type { GenerationInput } from '../contracts/generation.js';
import { LOCATION_PRECISIONS } from '../contracts/locations.js';

/**
 * The reply of SPEC §7 ({ movie, locations }, SPEC §3 field names). Strict-schema friendly:
 * no unions, every field present and nullable instead of optional (OpenAI structured outputs).
 */
export const strictReplySchema = z.object({
  movie: z.object({
    title: z.string(),
    year: z.number().int().nullable(),
    director: z.string().nullable(),
    description: z.string().describe('About 3 paragraphs of plot summary'),
    genres: z.array(z.string()),
    poster_url: z.string().nullable(),
    backdrop_url: z.string().nullable(),
    imdb_id: z.string().nullable(),
  }),
  locations: z.array(
    z.object({
      name: z.string(),
      description: z.string().nullable(),
      scene_description: z.string().describe('1 to 2 paragraphs about the scenes filmed there'),
      address: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      country: z.string().nullable(),
      latitude: z.number().describe('At least 4 decimals'),
      longitude: z.number().describe('At least 4 decimals'),
      image_url: z.string().nullable(),
      kind: z.enum(['filmed', 'studio', 'setting']).nullable(),
      precision: z
        .enum(LOCATION_PRECISIONS)
        .nullable()
        .describe('How exact latitude and longitude are: the spot, a street, an area, or only the city'),
      confidence: z.number().nullable(),
    }),
  ),
});

const optionalText = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

/**
 * How a reply is read: the SPEC fields, with everything beyond them (kind, confidence, IMDb id,
 * images) optional, so any OpenAI-compatible server answering in the SPEC shape works.
 */
export const replySchema = z.object({
  movie: z.object({
    title: z.string().min(1),
    year: z.coerce
      .number()
      .int()
      .nullish()
      .transform((v) => v ?? null),
    director: optionalText,
    description: optionalText,
    genres: z
      .array(z.string())
      .nullish()
      .transform((v) => v ?? []),
    poster_url: optionalText,
    backdrop_url: optionalText,
    imdb_id: optionalText,
  }),
  locations: z
    .array(
      z.object({
        name: z.string().min(1),
        description: optionalText,
        scene_description: optionalText,
        address: optionalText,
        city: optionalText,
        state: optionalText,
        country: optionalText,
        latitude: z.coerce.number(),
        longitude: z.coerce.number(),
        image_url: optionalText,
        kind: z
          .enum(['filmed', 'studio', 'setting'])
          .nullish()
          .catch(null)
          .transform((v) => v ?? null),
        // Not stated (or not one of ours): null, which the checks flag for the editor.
        precision: z
          .enum(LOCATION_PRECISIONS)
          .nullish()
          .catch(null)
          .transform((v) => v ?? null),
        confidence: z
          .number()
          .nullish()
          .catch(null)
          .transform((v) => v ?? null),
      }),
    )
    .min(1),
});

export type ModelDraft = z.infer<typeof replySchema>;

export interface ModelReply {
  draft: ModelDraft;
  model: string;
  tokensIn: number;
  tokensOut: number;
}

/** A failure another attempt will not fix (refusal, cut-off or invalid reply, bad request). */
export class PermanentModelError extends Error {}

/** The port the generation job talks to; the openai adapter implements it (ARCHITECTURE: ports). */
export abstract class ContentModel {
  /** False when no API key is set: the screen says so and the button stays disabled. */
  abstract readonly configured: boolean;
  abstract readonly model: string;
  /**
   * `onUsage` hears the tokens (prompt + completion) of every reply as it arrives, a failed or
   * repaired one too, so what a generation costs is counted even when it ends in an error.
   */
  abstract generate(input: GenerationInput, onUsage?: (tokens: number) => Promise<void>): Promise<ModelReply>;
}

/** SPEC §9 prompt, plus the address, coordinates and kind of place the checks need. */
export function buildPrompt(input: GenerationInput): string {
  const film = [input.title, input.year ? `(${input.year})` : '', input.director ? `directed by ${input.director}` : '']
    .filter(Boolean)
    .join(' ');
  return [
    `Provide information about the movie ${film}.`,
    'Write a plot summary of about 3 paragraphs as the movie description, and list its genres.',
    'List 5 to 8 real filming locations. For each give its name, a 1 to 2 paragraph scene description,',
    'the street address, city, state or region, country (English name), and latitude and longitude with at',
    'least 4 decimals. Say for each place whether the film was shot there ("filmed"), at a studio ("studio"),',
    'or whether the story is only set there ("setting"), and your confidence from 0 to 1.',
    'Say how exact each latitude and longitude are: "exact" for the spot itself (a building, a doorway, a',
    'viewpoint), "street" for somewhere along a street or block, "area" for a park, district or stretch of',
    'coast, "city" when you only know the town. Never give a city\'s centre as an exact spot.',
    'Use null for anything you do not know; do not invent URLs.',
  ].join('\n');
}
