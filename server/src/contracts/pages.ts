import type { Timestamp } from './common.js';

/** A published CMS page as GET /api/pages/:slug returns it (content is sanitised HTML). */
export interface CmsPage<T extends Timestamp = string> {
  id: string;
  title: string;
  slug: string;
  content: string;
  updated_at: T;
  /** SPEC §7: the first 160 characters of the content, as text. */
  meta_description: string;
}
