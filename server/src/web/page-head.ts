import { NotFoundException } from '@nestjs/common';
import type { JsonLd } from './structured-data.js';

/** What the server knows about a page before the client runs: used to fill index.html. */
export interface PageHead {
  /** The page's own title (the site title is appended), as the client would set it. */
  title?: string;
  description?: string;
  /** Module chunks to preload. */
  modules: string[];
  /** Files the page will want later, fetched when the browser is idle (RouteChunks.prefetchForPath). */
  prefetch?: string[];
  /** API answers the page will fetch soon after its first render (not embedded: too large): preloaded at low priority. */
  fetches?: string[];
  /** The image the page shows first (its largest paint): preloaded with high priority. */
  image?: string;
  /**
   * The API answers the page reads first, by request path (e.g. `/api/movies/alien-1979`), written
   * into the HTML: the app's first render has its data without a round trip (client/src/lib/page-data.ts).
   */
  data?: Record<string, unknown>;
  /** HTTP status of the answer (200 unless the page is missing or gone). */
  status?: number;
  /** Answer with a redirect to this path instead of the page (a missing CMS page: /404). */
  redirect?: string;
  /** Absolute canonical URL (APP_URL's origin). */
  canonical?: string;
  /** The picture for link previews (OpenGraph, Twitter card), absolute. */
  shareImage?: string;
  ogType?: 'website' | 'video.movie' | 'place' | 'article';
  jsonLd?: JsonLd[];
  /** The page's main content as HTML, put in #root until the app replaces it (page-summary.ts). */
  summary?: string;
  /** Keep the page out of search indexes (`<meta name="robots" content="noindex">`). */
  noindex?: boolean;
  /** Something the page shows could not be read (database down): rendered, never kept (page-cache.ts). */
  incomplete?: boolean;
}

/** A slug as it stands in the path, decoded; null when its escapes are malformed (no such page). */
export function decodeSlug(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/** The row, or null when the service answers "not found"; other failures propagate. */
export async function orNull<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof NotFoundException) return null;
    throw error;
  }
}
