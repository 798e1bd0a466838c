/**
 * Wire types of the admin API (/api/admin/**). Request bodies are the inputs of the schemas in
 * admin-rules.ts (the one runtime file here: the forms and the server share those rules).
 */
import type { z } from 'zod';
import type { newSlideSchema, pageSchema, settingsSchema, slideOrderSchema, slideSchema } from './admin-rules.js';
import type { SiteSettings } from './settings.js';
import type { Slide, Slider } from './sliders.js';

export type SlideInput = z.input<typeof slideSchema>;
export type NewSlideInput = z.input<typeof newSlideSchema>;
export type SlideOrderInput = z.input<typeof slideOrderSchema>;
export type PageInput = z.input<typeof pageSchema>;
export type SettingsInput = z.input<typeof settingsSchema>;

/** 400 answer of a refused body: `errors` maps a field path ("adsense_slots.sidebar") to its message. */
export interface ValidationErrorBody {
  statusCode: 400;
  error: 'Bad Request';
  message: string[];
  errors: Record<string, string>;
}

/** GET /api/admin/sliders: every slider (by name), without its slides. */
export type AdminSlider = Omit<Slider, 'slides'>;

/** Admin slides include inactive ones. */
export type AdminSlide = Slide;

export interface AdminPage {
  id: string;
  title: string;
  slug: string;
  content: string;
  is_published: boolean;
  created_at: string;
  updated_at: string;
}

/** GET/PUT /api/admin/settings: the whole settings object, scripts included. */
export type AdminSettings = SiteSettings;

export type AuditAction = 'create' | 'update' | 'delete' | 'reorder' | 'hide' | 'restore' | 'dismiss';
export type AuditEntity = 'page' | 'slide' | 'settings' | 'movie' | 'location' | 'review';

export interface AuditEntry {
  id: string;
  actor_id: string | null;
  actor_email: string;
  entity: AuditEntity;
  entity_id: string;
  action: AuditAction;
  /** Names of the fields the write changed (empty for a delete). */
  changed_fields: string[];
  created_at: string;
}

export interface AuditPage {
  items: AuditEntry[];
  total: number;
  offset: number;
  limit: number;
}

export interface DashboardMovie {
  id: string;
  title: string;
  year: number | null;
  created_at: string;
}

export interface DashboardLocation {
  id: string;
  name: string;
  movie_title: string;
  created_at: string;
}

export interface AdminDashboard {
  total_movies: number;
  total_locations: number;
  /** Locations per movie, rounded to one decimal; 0 without movies (the client shows '0'). */
  average_locations_per_movie: number;
  recent_movies: DashboardMovie[];
  recent_locations: DashboardLocation[];
  recent_audit: AuditEntry[];
  /** Reviews with a report no moderator has acted on yet (/admin/reviews). */
  reported_reviews: number;
  /** Visitors' suggestions waiting for an editor (/admin/moderation). */
  pending_suggestions: number;
  /** What waits in /admin/moderation: the two above added. */
  moderation_waiting: number;
}
