import type { INestApplication } from '@nestjs/common';
import { LocationsService } from '../locations/index.js';
import type { RouteChunks } from './route-chunks.js';

/** What the server knows about a page before the client runs: used to fill index.html. */
export interface PageHead {
  /** The page's own title (the site title is appended), as the client would set it. */
  title?: string;
  description?: string;
  /** Module chunks to preload. */
  modules: string[];
  /** The image the page shows first (its largest paint): preloaded with high priority. */
  image?: string;
  /**
   * API URLs the page will fetch first: the browser starts them with the HTML instead of after
   * the scripts ran, and the client's own fetch() then picks up the preloaded response.
   */
  fetches: string[];
}

/** Kept in step with client/src/features/locations/components/LocationDetailView.tsx. */
const FALLBACK_LOCATION_IMAGE = '/images/fallback-location.svg';
const LOCATION_PATH = /^\/locations\/([^/]+)\/?$/;

/**
 * Builds the PageHead of a request. Only the location page has more than its chunks today: it is
 * the page people share and land on from search engines, so its HTML carries its title and
 * description, and preloads its detail and hero image. Any failure here only costs a hint.
 */
export class PageHeads {
  constructor(
    private readonly app: INestApplication,
    private readonly chunks: RouteChunks,
  ) {}

  async forPath(pathname: string): Promise<PageHead> {
    const head: PageHead = { modules: this.chunks.forPath(pathname), fetches: [] };
    const location = LOCATION_PATH.exec(pathname);
    if (location) await this.addLocation(head, location[1]);
    return head;
  }

  private async addLocation(head: PageHead, encodedSlug: string): Promise<void> {
    let slug: string;
    try {
      slug = decodeURIComponent(encodedSlug);
    } catch {
      return;
    }
    const detail = await this.app
      .get(LocationsService)
      .getBySlug(slug)
      .catch(() => null);
    if (!detail) return;
    head.title = detail.movie ? `${detail.name} – ${detail.movie.title}` : detail.name;
    head.description = (detail.description ?? detail.scene_description)?.slice(0, 160);
    head.image = detail.image_url || FALLBACK_LOCATION_IMAGE;
    // The request of the client's getLocation (features/locations/api/get-location.ts).
    head.fetches.push(`/api/locations/${encodeURIComponent(slug)}`);
  }
}
