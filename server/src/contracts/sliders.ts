/** SPEC §3 Slide. */
export interface Slide {
  id: string;
  slider_id: string;
  title: string;
  subtitle: string | null;
  image_url: string;
  button_text: string | null;
  button_url: string | null;
  order: number;
  active: boolean;
}

/** GET /api/sliders/:code: the slider with its active slides sorted by order (SPEC §7). */
export interface Slider {
  id: string;
  name: string;
  code: string;
  slides: Slide[];
}
