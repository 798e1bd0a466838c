import type { LocationPrecision } from './locations.js';

/** The AI content generator (SPEC §2, §7): queued generations, their drafts and the save. */

export type GenerationStatus = 'queued' | 'running' | 'succeeded' | 'failed';
/** What the screen shows while a job runs: queued → asking the model → checking places → ready. */
export type GenerationStep = 'queued' | 'asking-model' | 'checking-places' | 'ready' | 'failed';

export interface GenerationInput {
  title: string;
  year?: number | null;
  director?: string | null;
}

/** Whether the model says the film was shot there, at a studio, or that the story is only set there. */
export type PlaceKind = 'filmed' | 'studio' | 'setting';

export interface DraftLocation {
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
  kind?: PlaceKind | null;
  /** How exact the model says the position is (issue 34); null when it did not say (flagged). */
  precision?: LocationPrecision | null;
  /** Reasons the place checks raised (empty = nothing flagged); never saved. */
  flags?: string[];
}

export interface DraftMovie {
  title: string;
  year: number | null;
  director: string | null;
  description: string | null;
  poster_url: string | null;
  backdrop_url: string | null;
  genres: string[];
  imdb_id?: string | null;
}

export interface GenerationDraft {
  movie: DraftMovie;
  locations: DraftLocation[];
  /** An existing movie this draft duplicates (same slug, title and year, or IMDb id). */
  duplicate?: { id: string; slug: string; title: string; reason: string } | null;
}

export interface Generation {
  id: string;
  input: GenerationInput;
  requested_by: string | null;
  status: GenerationStatus;
  step: GenerationStep;
  model: string;
  tokens_in: number | null;
  tokens_out: number | null;
  duration_ms: number | null;
  /** Why it failed; while it runs, why it is being tried again (a model error, or its worker stopped). */
  error: string | null;
  /** Times its worker stopped mid-run (the process ended) and it was queued again. */
  restarts: number;
  draft: GenerationDraft | null;
  saved_movie_id: string | null;
  created_at: string;
}

/** GET /api/admin/generations/config: whether generation can run (never the key), and what it may cost. */
export interface GeneratorConfig {
  configured: boolean;
  model: string;
  /** Generations one admin may queue a minute. */
  rate_per_minute: number;
  budget: GenerationBudget;
}

/** The site-wide daily token budget (GENERATION_DAILY_TOKENS), counted per UTC day from the model's usage. */
export interface GenerationBudget {
  daily_tokens: number;
  used_tokens: number;
  remaining_tokens: number;
  /** The next UTC midnight, when the count starts again (ISO 8601). */
  resets_at: string;
}

/** POST /api/admin/generations/{id}/save: the edited draft; `target_movie_id` adds the places to that movie. */
export interface SaveGenerationInput {
  movie: DraftMovie;
  locations: DraftLocation[];
  target_movie_id?: string | null;
}

export interface SaveGenerationResult {
  movie_id: string;
  movie_slug: string;
  location_ids: string[];
}
