import type { Photo } from './photos.js';

/** SPEC §3 Slide as stored. */
export interface SlideRecord {
  id: string;
  slider_id: string;
  title: string;
  subtitle: string | null;
  image_url: string;
  button_text: string | null;
  button_url: string | null;
  order: number;
  active: boolean;
  /** An uploaded photo shown instead of `image_url`, with its credit. */
  photo_id: string | null;
}

/** A slide as the API returns it: with its uploaded photo (null without one). */
export interface Slide extends SlideRecord {
  photo: Photo | null;
}

/** GET /api/sliders/:code: the slider with its active slides sorted by order (SPEC §7). */
export interface Slider {
  id: string;
  name: string;
  code: string;
  slides: Slide[];
}
