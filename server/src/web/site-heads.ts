import { Injectable } from '@nestjs/common';
import {
  CMS_PAGE_SLUG,
  MAP_CONFIG_PATH,
  MAP_OVERVIEW_PATH,
  PAGE_PATHS,
  PAGE_ROUTES,
  SEARCH_HINT,
  SEARCH_INTRODUCTION,
} from '../contracts/index.js';
import { MapService, OFFLINE_STYLE_PATH } from '../map/index.js';
import { PagesService } from '../pages/index.js';
import { decodeSlug, orNull, type PageHead } from './page-head.js';
import { cmsSummary, plainSummary } from './page-summary.js';
import { SiteUrl } from './site-url.js';

/** The heads of the map, search, not-found and CMS pages (HeadKind `map`, `search`, `notFound`, `cmsPage`). */
@Injectable()
export class SiteHeads {
  constructor(
    private readonly map: MapService,
    private readonly pages: PagesService,
    private readonly url: SiteUrl,
  ) {}

  async mapPage(head: PageHead): Promise<void> {
    const { title, description } = PAGE_ROUTES.map;
    head.summary = plainSummary(title, description, [
      [PAGE_PATHS.movies, 'Browse Movies'],
      [PAGE_PATHS.search, 'Search'],
    ]);
    // The answers the client's first view reads (features/map): its config, and the markers, count
    // and bounds of the unfiltered map, so the first markers show without waiting for the data
    // worker to download and cluster every location (~10 KB at 100,000 locations), or, above
    // MAP_FULL_PAYLOAD_MAX, the server's own index. A filtered first visit (?q=, ?movie=) waits for
    // the worker (or the server's summary) as before. Without the database the page still has
    // its head; the map then reports its own failure.
    head.data = { [`/api${MAP_CONFIG_PATH}`]: await this.map.mapConfig() };
    // Null also while the server's own index (above MAP_FULL_PAYLOAD_MAX) is still being built: the
    // page is then incomplete, so the page cache does not keep it without its first markers.
    const overview = await this.map.overviewForPage().catch(() => null);
    if (overview) head.data[`/api${MAP_OVERVIEW_PATH}`] = overview;
    else head.incomplete = true;
    // The built-in basemap the preview draws its picture from (components/map/BasemapPicture.tsx):
    // asked for with the page, the land is there when the first markers are.
    head.fetches = [OFFLINE_STYLE_PATH];
  }

  /** The app's introduction and first hint (client/src/features/search/components/SearchPage.tsx, SearchResults.tsx). */
  search(head: PageHead): void {
    head.summary = plainSummary(
      PAGE_ROUTES.search.title,
      [SEARCH_INTRODUCTION, SEARCH_HINT],
      [[PAGE_PATHS.movies, 'Browse Movies']],
    );
  }

  /** /404, where missing CMS pages land: the client's not-found page (NotFoundRoute.tsx). */
  notFound(head: PageHead): void {
    const { title, message, links } = PAGE_ROUTES.notFound.missing;
    head.status = 404;
    head.summary = plainSummary(title, message, links);
  }

  /** SPEC §2 /{slug}: a published CMS page, or a redirect to /404. */
  async cmsPage(head: PageHead, encodedSlug: string): Promise<void> {
    const slug = decodeSlug(encodedSlug);
    const page = slug !== null && CMS_PAGE_SLUG.test(slug) ? await orNull(this.pages.getPublishedBySlug(slug)) : null;
    if (!page) {
      head.redirect = PAGE_PATHS.notFound;
      return;
    }
    head.title = PAGE_ROUTES.cmsPage.title(page);
    head.description = PAGE_ROUTES.cmsPage.description(page);
    head.canonical = this.url.absolute(PAGE_PATHS.cmsPage(page.slug));
    head.ogType = 'article';
    head.summary = cmsSummary(page);
  }
}
