/** A published CMS page as GET /api/pages/:slug returns it (content is sanitised HTML). */
export interface CmsPage {
  id: string;
  title: string;
  slug: string;
  content: string;
  updated_at: string;
  /** SPEC §7: the first 160 characters of the content, as text. */
  meta_description: string;
}
