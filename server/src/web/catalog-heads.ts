import { Injectable } from '@nestjs/common';
import {
  FEATURED_MOVIE_COUNT,
  HOME_HEADLINE,
  HOME_SLIDER_CODE,
  MOVIE_LIST_PAGE_SIZE,
  PAGE_ROUTES,
  locationPath,
  moviePath,
  newestMoviesPath,
  placeImagePath,
  sliderPath,
  type MissingState,
} from '../contracts/index.js';
import { LocationsService } from '../locations/index.js';
import { MoviesService } from '../movies/index.js';
import type { SiteSettings } from '../settings/index.js';
import { SlidersService } from '../sliders/index.js';
import { SlugRedirectsService, type RedirectEntity } from '../slug-redirects/index.js';
import { decodeSlug, orNull, type PageHead } from './page-head.js';
import {
  homeSummary,
  locationSummary,
  movieListSummary,
  movieSummary,
  plainSummary,
  posterOf,
} from './page-summary.js';
import { SiteUrl } from './site-url.js';
import { locationJsonLd, movieJsonLd, movieListJsonLd, websiteJsonLd } from './structured-data.js';

/**
 * The heads of the catalogue's pages (HeadKind `home`, `movieList`, `movie`, `location`): what they
 * show, read through the movies, locations and sliders services, and the answers their first render
 * reads (client/src/app/page-loaders.ts).
 */
@Injectable()
export class CatalogHeads {
  constructor(
    private readonly movies: MoviesService,
    private readonly locations: LocationsService,
    private readonly sliders: SlidersService,
    private readonly redirects: SlugRedirectsService,
    private readonly url: SiteUrl,
  ) {}

  async home(head: PageHead, settings: SiteSettings): Promise<void> {
    head.ogType = 'website';
    head.jsonLd = [websiteJsonLd(settings.site_title, this.url.origin)];
    const [movies, slider] = await Promise.all([
      this.movies.listNewest(0, FEATURED_MOVIE_COUNT),
      orNull(this.sliders.getActiveByCode(HOME_SLIDER_CODE)),
    ]);
    head.summary = homeSummary(HOME_HEADLINE, movies.items);
    // The answers of the client's featured movies and hero slider (features/movies, features/home):
    // the first render is the whole page, not skeletons re-rendered as each request returns.
    head.data = { [`/api${newestMoviesPath(FEATURED_MOVIE_COUNT)}`]: movies };
    if (slider) head.data[`/api${sliderPath(HOME_SLIDER_CODE)}`] = slider;
  }

  async movieList(head: PageHead): Promise<void> {
    head.ogType = 'website';
    const list = await this.movies.listNewest(0, MOVIE_LIST_PAGE_SIZE);
    const movies = list.items;
    head.jsonLd = [movieListJsonLd(movies, (path) => this.url.absolute(path))];
    head.summary = movieListSummary(movies);
    // The first card's poster is the page's largest paint (client MovieGrid's first row).
    head.image = movies[0] ? posterOf(movies[0]) : undefined;
    // The answer of the client's first page of the list (features/movies/components/MovieList.tsx).
    head.data = { [`/api${newestMoviesPath(MOVIE_LIST_PAGE_SIZE)}`]: list };
  }

  async movie(head: PageHead, encodedSlug: string): Promise<void> {
    const slug = decodeSlug(encodedSlug);
    const movie = slug === null ? null : await orNull(this.movies.getBySlug(slug));
    if (!movie) return this.missing(head, 'movie', slug, PAGE_ROUTES.movie.missing);
    const url = this.url.absolute(moviePath(movie.slug));
    head.title = PAGE_ROUTES.movie.title(movie);
    head.description = PAGE_ROUTES.movie.description(movie);
    head.canonical = url;
    head.ogType = 'video.movie';
    const picture = movie.poster_url || movie.backdrop_url;
    if (picture) head.shareImage = this.url.absolute(picture);
    // The hero's backdrop (client/src/features/movies/components/MovieHero.tsx) is the page's largest
    // paint: preloaded, it is ready when the app renders instead of requested after.
    const backdrop = movie.backdrop_url ?? movie.poster_url;
    if (backdrop) head.image = backdrop;
    head.jsonLd = [movieJsonLd(movie, url, (path) => this.url.absolute(path))];
    head.summary = movieSummary(movie);
    // The answer of the client's getMovie (features/movies/api/get-movie.ts).
    head.data = { [`/api${moviePath(movie.slug)}`]: movie };
  }

  async location(head: PageHead, encodedSlug: string): Promise<void> {
    const slug = decodeSlug(encodedSlug);
    const detail = slug === null ? null : await orNull(this.locations.getBySlug(slug));
    if (!detail) return this.missing(head, 'location', slug, PAGE_ROUTES.location.missing);
    const url = this.url.absolute(locationPath(detail.slug));
    head.title = PAGE_ROUTES.location.title(detail);
    head.description = PAGE_ROUTES.location.description(detail);
    head.canonical = url;
    head.ogType = 'place';
    // An uploaded photo is picked from its srcset by the browser, so a single-URL preload would
    // fetch the wrong width: only the plain image is preloaded.
    if (detail.photo) head.shareImage = this.url.absolute(detail.photo.src);
    else {
      head.image = detail.image_url || placeImagePath(detail.slug);
      head.shareImage = this.url.absolute(head.image);
    }
    head.jsonLd = [locationJsonLd(detail, url, (path) => this.url.absolute(path))];
    head.summary = locationSummary(detail);
    // The answer of the client's getLocation (features/locations/api/get-location.ts).
    head.data = { [`/api${locationPath(detail.slug)}`]: detail };
  }

  /** SPEC §2's not-found state at the same URL, as the client shows it: 404, or 410 for the slug of a deleted row. */
  private async missing(
    head: PageHead,
    entity: RedirectEntity,
    slug: string | null,
    state: MissingState,
  ): Promise<void> {
    const gone = slug !== null && (await this.redirects.wasDeleted(entity, slug));
    head.status = gone ? 410 : 404;
    head.title = state.title;
    head.summary = plainSummary(state.title, state.message, state.links);
  }
}
