import { NotFoundException, type INestApplication } from '@nestjs/common';
import {
  FEATURED_MOVIE_COUNT,
  HOME_HEADLINE,
  HOME_SLIDER_CODE,
  MAP_DESCRIPTION,
  MAP_CONFIG_PATH,
  MAP_OVERVIEW_PATH,
  MOVIE_LIST_PAGE_SIZE,
  SEARCH_HINT,
  SEARCH_INTRODUCTION,
  locationPath,
  moviePath,
  newestMoviesPath,
  placeImagePath,
  sliderPath,
} from '../contracts/index.js';
import { isScriptFreePath } from '../contracts/script-free-pages.js';
import { LocationsService } from '../locations/index.js';
import { MapService, OFFLINE_STYLE_PATH } from '../map/index.js';
import { MoviesService } from '../movies/index.js';
import { PagesService } from '../pages/index.js';
import { SlidersService } from '../sliders/index.js';
import type { SiteSettings } from '../settings/index.js';
import { SlugRedirectsService, type RedirectEntity } from '../slug-redirects/index.js';
import {
  cmsSummary,
  homeSummary,
  locationSummary,
  movieListSummary,
  movieSummary,
  plainSummary,
  posterOf,
} from './page-summary.js';
import type { RouteChunks } from './route-chunks.js';
import { locationJsonLd, movieJsonLd, movieListJsonLd, websiteJsonLd, type JsonLd } from './structured-data.js';

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
}

const MOVIE_PATH = /^\/movies\/([^/]+)\/?$/;
const LOCATION_PATH = /^\/locations\/([^/]+)\/?$/;
const SINGLE_SEGMENT = /^\/([^/]+)\/?$/;
/** Page slugs are lowercase letters, digits and hyphens (client/src/app/routes/CmsRoute.tsx). */
const CMS_SLUG = /^[a-z0-9-]+$/;

/** Single-segment pages of the client's router that are not CMS pages, with their titles. */
const APP_PAGES: Record<string, string | undefined> = {
  movies: 'Movies',
  map: 'Interactive Map',
  search: 'Search',
  login: 'Sign In',
  register: 'Create Account',
  'verify-email': 'Verify Email',
  'forgot-password': 'Forgot Password',
  'reset-password': 'Reset Password',
  account: 'Your Account',
  'confirm-email': 'Confirm Email',
  admin: undefined,
  '404': 'Page Not Found',
};

/**
 * Builds the PageHead of a request: title, description, canonical URL, share card, JSON-LD and a
 * content summary for the public pages, the HTTP status of missing ones, and preload hints. A
 * failed lookup (database down) only costs the extras: the page still renders with status 200.
 */
export class PageHeads {
  private readonly origin: string;

  constructor(
    private readonly app: INestApplication,
    private readonly chunks: RouteChunks,
    appUrl: string,
  ) {
    this.origin = new URL(appUrl).origin;
  }

  async forPath(pathname: string, settings: SiteSettings): Promise<PageHead> {
    const head: PageHead = {
      modules: this.chunks.forPath(pathname),
      prefetch: this.chunks.prefetchForPath(pathname),
      noindex: isPrivatePage(pathname),
    };
    try {
      await this.fill(head, pathname, settings);
    } catch (error) {
      if (!(error instanceof NotFoundException))
        return { modules: head.modules, prefetch: head.prefetch, noindex: head.noindex };
    }
    return head;
  }

  private async fill(head: PageHead, pathname: string, settings: SiteSettings): Promise<void> {
    if (pathname === '/') return this.addHome(head, settings);
    const movie = MOVIE_PATH.exec(pathname);
    if (movie) return this.addMovie(head, movie[1]);
    const location = LOCATION_PATH.exec(pathname);
    if (location) return this.addLocation(head, location[1]);
    const single = SINGLE_SEGMENT.exec(pathname);
    if (!single) return;
    const segment = single[1];
    if (segment === 'movies') return this.addMovieList(head);
    if (segment === 'map') return this.addMap(head);
    if (segment in APP_PAGES) return this.addAppPage(head, segment);
    return this.addCmsPage(head, segment);
  }

  private async addHome(head: PageHead, settings: SiteSettings): Promise<void> {
    head.canonical = this.absolute('/');
    head.ogType = 'website';
    head.jsonLd = [websiteJsonLd(settings.site_title, this.origin)];
    const [movies, slider] = await Promise.all([
      this.app.get(MoviesService).listNewest(0, FEATURED_MOVIE_COUNT),
      orNull(this.app.get(SlidersService).getActiveByCode(HOME_SLIDER_CODE)),
    ]);
    head.summary = homeSummary(HOME_HEADLINE, movies.items);
    // The answers of the client's featured movies and hero slider (features/movies, features/home):
    // the first render is the whole page, not skeletons re-rendered as each request returns.
    head.data = { [`/api${newestMoviesPath(FEATURED_MOVIE_COUNT)}`]: movies };
    if (slider) head.data[`/api${sliderPath(HOME_SLIDER_CODE)}`] = slider;
  }

  private async addMovieList(head: PageHead): Promise<void> {
    head.title = APP_PAGES.movies;
    head.canonical = this.absolute('/movies');
    head.ogType = 'website';
    const list = await this.app.get(MoviesService).listNewest(0, MOVIE_LIST_PAGE_SIZE);
    const movies = list.items;
    head.jsonLd = [movieListJsonLd(movies, (path) => this.absolute(path))];
    head.summary = movieListSummary(movies);
    // The first card's poster is the page's largest paint (client MovieGrid's first row).
    head.image = movies[0] ? posterOf(movies[0]) : undefined;
    // The answer of the client's first page of the list (features/movies/components/MovieList.tsx).
    head.data = { [`/api${newestMoviesPath(MOVIE_LIST_PAGE_SIZE)}`]: list };
  }

  private async addMap(head: PageHead): Promise<void> {
    head.title = APP_PAGES.map;
    head.canonical = this.absolute('/map');
    head.description = MAP_DESCRIPTION;
    head.summary = plainSummary('Interactive Map', MAP_DESCRIPTION, [
      ['/movies', 'Browse Movies'],
      ['/search', 'Search'],
    ]);
    const map = this.app.get(MapService);
    // The answers the client's first view reads (features/map): its config, and the markers, count
    // and bounds of the unfiltered map, so the first markers show without waiting for the data
    // worker to download and cluster every location (~10 KB at 100,000 locations). A filtered first
    // visit (?q=, ?movie=) waits for the worker as before. Without the database the page still has
    // its head; the map then reports its own failure.
    head.data = { [`/api${MAP_CONFIG_PATH}`]: map.mapConfig() };
    const overview = await map.overview().catch(() => null);
    if (overview) head.data[`/api${MAP_OVERVIEW_PATH}`] = overview.value;
    // The built-in basemap the preview draws its picture from (components/map/BasemapPicture.tsx):
    // asked for with the page, the land is there when the first markers are.
    head.fetches = [OFFLINE_STYLE_PATH];
  }

  private async addMovie(head: PageHead, encodedSlug: string): Promise<void> {
    const slug = decodeSlug(encodedSlug);
    const movie = slug === null ? null : await orNull(this.app.get(MoviesService).getBySlug(slug));
    if (!movie) return this.addMissing(head, 'movie', slug);
    const url = this.absolute(`/movies/${encodeURIComponent(movie.slug)}`);
    head.title = movie.title;
    head.description = movie.description?.slice(0, 160);
    head.canonical = url;
    head.ogType = 'video.movie';
    const picture = movie.poster_url || movie.backdrop_url;
    if (picture) head.shareImage = this.absolute(picture);
    // The hero's backdrop (client/src/features/movies/components/MovieHero.tsx) is the page's largest
    // paint: preloaded, it is ready when the app renders instead of requested after.
    const backdrop = movie.backdrop_url ?? movie.poster_url;
    if (backdrop) head.image = backdrop;
    head.jsonLd = [movieJsonLd(movie, url, (path) => this.absolute(path))];
    head.summary = movieSummary(movie);
    // The answer of the client's getMovie (features/movies/api/get-movie.ts).
    head.data = { [`/api${moviePath(movie.slug)}`]: movie };
  }

  private async addLocation(head: PageHead, encodedSlug: string): Promise<void> {
    const slug = decodeSlug(encodedSlug);
    const detail = slug === null ? null : await orNull(this.app.get(LocationsService).getBySlug(slug));
    if (!detail) return this.addMissing(head, 'location', slug);
    const url = this.absolute(`/locations/${encodeURIComponent(detail.slug)}`);
    head.title = detail.movie ? `${detail.name} – ${detail.movie.title}` : detail.name;
    head.description = (detail.description ?? detail.scene_description)?.slice(0, 160);
    head.canonical = url;
    head.ogType = 'place';
    // An uploaded photo is picked from its srcset by the browser, so a single-URL preload would
    // fetch the wrong width: only the plain image is preloaded.
    if (detail.photo) head.shareImage = this.absolute(detail.photo.src);
    else {
      head.image = detail.image_url || placeImagePath(detail.slug);
      head.shareImage = this.absolute(head.image);
    }
    head.jsonLd = [locationJsonLd(detail, url, (path) => this.absolute(path))];
    head.summary = locationSummary(detail);
    // The answer of the client's getLocation (features/locations/api/get-location.ts).
    head.data = { [`/api${locationPath(detail.slug)}`]: detail };
  }

  /** SPEC §2's not-found state at the same URL: 404, or 410 for the slug of a deleted row. */
  private async addMissing(head: PageHead, entity: RedirectEntity, slug: string | null): Promise<void> {
    const gone = slug !== null && (await this.app.get(SlugRedirectsService).wasDeleted(entity, slug));
    head.status = gone ? 410 : 404;
    if (entity === 'movie') {
      head.title = 'Movie Not Found';
      head.summary = plainSummary(
        head.title,
        'The movie you are looking for does not exist or may have been removed.',
        [['/movies', 'Browse All Movies']],
      );
    } else {
      head.title = 'Location Not Found';
      head.summary = plainSummary(
        head.title,
        'The filming location you are looking for does not exist or may have been removed.',
        [['/movies', 'Browse Movies']],
      );
    }
  }

  private addAppPage(head: PageHead, segment: string): void {
    head.title = APP_PAGES[segment];
    // A page kept out of search indexes (the admin area, sign-in, account, ...) names no canonical URL for them.
    if (head.noindex) return;
    head.canonical = this.absolute(`/${segment}`);
    if (segment === 'search') {
      // The app's introduction and first hint (client/src/features/search/components/SearchPage.tsx, SearchResults.tsx).
      head.summary = plainSummary('Search', [SEARCH_INTRODUCTION, SEARCH_HINT], [['/movies', 'Browse Movies']]);
    } else if (segment === '404') {
      head.status = 404;
      head.canonical = undefined;
      head.summary = plainSummary('Page Not Found', 'The page you are looking for does not exist or has been moved.', [
        ['/', 'Home'],
        ['/movies', 'Browse Movies'],
        ['/search', 'Search'],
      ]);
    }
  }

  /** SPEC §2 /{slug}: a published CMS page, or a redirect to /404. */
  private async addCmsPage(head: PageHead, encodedSlug: string): Promise<void> {
    const slug = decodeSlug(encodedSlug);
    if (slug === null || !CMS_SLUG.test(slug)) {
      head.redirect = '/404';
      return;
    }
    const page = await orNull(this.app.get(PagesService).getPublishedBySlug(slug));
    if (!page) {
      head.redirect = '/404';
      return;
    }
    head.title = page.title;
    head.description = page.meta_description;
    head.canonical = this.absolute(`/${page.slug}`);
    head.ogType = 'article';
    head.summary = cmsSummary(page);
  }

  private absolute(path: string): string {
    return new URL(path, `${this.origin}/`).href;
  }
}

/**
 * Sign-in, registration, the account and the password and email flows (and the admin area) are one
 * visitor's own screens, worth nothing in a search result: crawlable (robots.txt must let a crawler
 * read the noindex) but never indexed. The same pages as the snippets' rule, read the same way.
 */
function isPrivatePage(pathname: string): boolean {
  return isScriptFreePath(pathname);
}

function decodeSlug(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/** The row, or null when the service answers "not found"; other failures propagate. */
async function orNull<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof NotFoundException) return null;
    throw error;
  }
}
