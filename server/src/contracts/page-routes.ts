/**
 * Every page of the app, declared once. The client's router and path helpers
 * (client/src/app/router.tsx, client/src/config/paths.ts), the server's page heads
 * (server/src/web/page-heads.ts), the chunks it preloads (web/route-chunks.ts), the sitemap, the
 * slugs a CMS page may not take and the script-free pages are all read from this table: a page is
 * one entry here plus its module in client/src/app/routes.
 */

/**
 * What the server reads to write a page's head beyond what the table declares
 * (server/src/web/page-heads.ts), and what it embeds for the page's loader (client/src/app/page-loaders.ts):
 * - `home`: the featured movies and the hero slider (both embedded), the WebSite JSON-LD;
 * - `movieList`: the list's first page (embedded), the ItemList JSON-LD;
 * - `movie`, `location`: the record by slug (embedded), its JSON-LD; `missing` with 404 or 410 without one;
 * - `map`: the map's config and overview (embedded), the basemap style fetched early;
 * - `search`: the search introduction as the summary;
 * - `notFound`: status 404 with `missing` as the summary;
 * - `cmsPage`: the published CMS page by slug, or a redirect to /404.
 */
export type HeadKind = 'home' | 'movieList' | 'movie' | 'location' | 'map' | 'search' | 'notFound' | 'cmsPage';

/**
 * The rows a page is listed in the sitemap with: a page without parameters once, with the newest
 * change of those rows as its lastmod; a `:slug` page once per row. `catalog` is movies and locations.
 */
export type SitemapSource = 'movies' | 'locations' | 'catalog' | 'pages';

/** SPEC §2's not-found state: what a page says when what it shows does not exist. */
export interface MissingState {
  title: string;
  message: string;
  /** Where to go instead, as [path, label]; the first is the main action. */
  links: readonly (readonly [path: string, label: string])[];
}

export interface PageRoute {
  /** The URL pattern in the router's syntax: `:name` stands for one path segment. */
  path: string;
  /**
   * The page's module in client/src/app/routes, without `.tsx`: the router's lazy chunk, and the
   * build manifest's `src/app/routes/{page}.tsx` the server preloads.
   */
  page: string;
  /** The page's title (the site title is appended): fixed, or made from what the page shows. */
  title?: string | ((shown: never) => string);
  /** Its meta description: fixed, or made from what the page shows. */
  description?: string | ((shown: never) => string | undefined);
  /** How the server writes the rest of its head (HeadKind); without one, the table's declarations only. */
  head?: HeadKind;
  /** Visitors land here from outside (search results, shared links): the HTML preloads the page's chunk. */
  landing?: boolean;
  /**
   * One visitor's own screen (passwords, one-time tokens in the URL, admin data): the admin's
   * snippets never run on it (contracts/script-free-pages.ts) and search engines are told not to
   * index it. Decided by the path's first segment, so every page under a private one is private too.
   */
  private?: boolean;
  /** SPEC §2: shown without the site's header and footer. */
  chromeless?: boolean;
  sitemap?: SitemapSource;
  missing?: MissingState;
}

const PAGE_NOT_FOUND: MissingState = {
  title: 'Page Not Found',
  message: 'The page you are looking for does not exist or has been moved.',
  links: [
    ['/', 'Home'],
    ['/movies', 'Browse Movies'],
    ['/search', 'Search'],
  ],
};

/** Sign-in, registration and the password and email flows (SPEC §2: no header and footer). */
const SIGN_IN_SCREEN = { private: true, chromeless: true } as const;
/** The admin area (SPEC §4), inside AdminRoute's layout (PAGE_LAYOUTS). */
const ADMIN_SCREEN = { private: true, chromeless: true } as const;

/** Every page, by the name its path helper has (PAGE_PATHS, the client's `paths`). */
export const PAGE_ROUTES = {
  // The public site, in the order the sitemap lists it.
  home: { path: '/', page: 'HomeRoute', head: 'home', landing: true, sitemap: 'catalog' },
  movies: {
    path: '/movies',
    page: 'MoviesRoute',
    title: 'Movies',
    head: 'movieList',
    landing: true,
    sitemap: 'movies',
  },
  map: {
    path: '/map',
    page: 'MapRoute',
    title: 'Interactive Map',
    description: 'Explore every movie filming location on an interactive world map.',
    head: 'map',
    landing: true,
    sitemap: 'locations',
  },
  search: { path: '/search', page: 'SearchRoute', title: 'Search', head: 'search', landing: true, sitemap: 'catalog' },
  // SPEC §2: /about, /contact, /privacy, /terms, /sitemap and any /{slug} share one CMS page view.
  cmsPage: {
    path: '/:slug',
    page: 'CmsRoute',
    title: (page: { title: string }) => page.title,
    description: (page: { meta_description: string }) => page.meta_description,
    head: 'cmsPage',
    sitemap: 'pages',
  },
  movie: {
    path: '/movies/:slug',
    page: 'MovieRoute',
    title: (movie: { title: string }) => movie.title,
    description: (movie: { description: string | null }) => movie.description?.slice(0, 160),
    head: 'movie',
    landing: true,
    sitemap: 'movies',
    missing: {
      title: 'Movie Not Found',
      message: 'The movie you are looking for does not exist or may have been removed.',
      links: [['/movies', 'Browse All Movies']],
    },
  },
  location: {
    path: '/locations/:slug',
    page: 'LocationRoute',
    title: (place: { name: string; movie?: { title: string } | null }) =>
      place.movie ? `${place.name} – ${place.movie.title}` : place.name,
    description: (place: { description: string | null; scene_description: string | null }) =>
      (place.description ?? place.scene_description)?.slice(0, 160),
    head: 'location',
    landing: true,
    sitemap: 'locations',
    missing: {
      title: 'Location Not Found',
      message: 'The filming location you are looking for does not exist or may have been removed.',
      links: [['/movies', 'Browse Movies']],
    },
  },
  // Where a missing CMS page goes (SPEC §8); answered with status 404.
  notFound: {
    path: '/404',
    page: 'NotFoundRoute',
    title: PAGE_NOT_FOUND.title,
    head: 'notFound',
    missing: PAGE_NOT_FOUND,
  },

  // One visitor's own screens.
  login: { path: '/login', page: 'LoginRoute', title: 'Sign In', ...SIGN_IN_SCREEN },
  register: { path: '/register', page: 'RegisterRoute', title: 'Create Account', ...SIGN_IN_SCREEN },
  verifyEmail: { path: '/verify-email', page: 'VerifyEmailRoute', title: 'Verify Email', ...SIGN_IN_SCREEN },
  forgotPassword: {
    path: '/forgot-password',
    page: 'ForgotPasswordRoute',
    title: 'Forgot Password',
    ...SIGN_IN_SCREEN,
  },
  resetPassword: { path: '/reset-password', page: 'ResetPasswordRoute', title: 'Reset Password', ...SIGN_IN_SCREEN },
  confirmEmail: { path: '/confirm-email', page: 'ConfirmEmailRoute', title: 'Confirm Email', ...SIGN_IN_SCREEN },
  account: { path: '/account', page: 'AccountRoute', title: 'Your Account', private: true },
  myPlaces: { path: '/account/places', page: 'MyPlacesRoute', title: 'My Places', private: true },
  // Issue #34: what a visitor suggested, and the forms that suggest (a visitor's own screens).
  myContributions: {
    path: '/account/contributions',
    page: 'MyContributionsRoute',
    title: 'My Contributions',
    private: true,
  },
  suggestPlace: {
    path: '/account/contributions/suggest-place/:slug',
    page: 'SuggestPlaceRoute',
    title: (movie?: { title: string }) => (movie ? `Suggest a Place for ${movie.title}` : 'Suggest a Place'),
    private: true,
  },
  suggestCorrection: {
    path: '/account/contributions/suggest-correction/:slug',
    page: 'SuggestCorrectionRoute',
    title: (place?: { name: string }) => (place ? `Suggest a Correction to ${place.name}` : 'Suggest a Correction'),
    private: true,
  },
  suggestPhoto: {
    path: '/account/contributions/add-photo/:slug',
    page: 'AddPhotoRoute',
    title: (place?: { name: string }) => (place ? `Add a Photo of ${place.name}` : 'Add a Photo'),
    private: true,
  },
  // Issue #33: a visitor's trips, and trips shared by link (the address holds the token that reads one).
  trips: { path: '/trips', page: 'TripsRoute', title: 'My Trips', private: true },
  trip: {
    path: '/trips/:id',
    page: 'TripRoute',
    title: (trip?: { name: string }) => trip?.name ?? 'Trip',
    private: true,
  },
  tripPrint: {
    path: '/trips/:id/print',
    page: 'TripPrintRoute',
    title: (trip?: { name: string }) => (trip ? `${trip.name} (Print)` : 'Print Trip'),
    private: true,
  },
  sharedTrip: {
    path: '/shared-trips/:token',
    page: 'SharedTripRoute',
    title: (trip?: { name: string }) => trip?.name ?? 'Shared Trip',
    private: true,
  },
  sharedTripPrint: {
    path: '/shared-trips/:token/print',
    page: 'SharedTripPrintRoute',
    title: (trip?: { name: string }) => (trip ? `${trip.name} (Print)` : 'Print Trip'),
    private: true,
  },

  admin: { path: '/admin', page: 'admin/DashboardRoute', title: 'Admin Dashboard', ...ADMIN_SCREEN },
  adminMovies: { path: '/admin/movies', page: 'admin/MoviesRoute', title: 'Movies', ...ADMIN_SCREEN },
  adminMovieNew: { path: '/admin/movies/new', page: 'admin/MovieEditRoute', title: 'Add Movie', ...ADMIN_SCREEN },
  adminMovie: {
    path: '/admin/movies/:id',
    page: 'admin/MovieEditRoute',
    title: (movie?: { title: string }) => (movie ? `Edit ${movie.title}` : 'Edit Movie'),
    ...ADMIN_SCREEN,
  },
  adminLocations: { path: '/admin/locations', page: 'admin/LocationsRoute', title: 'Locations', ...ADMIN_SCREEN },
  adminLocationNew: {
    path: '/admin/locations/new',
    page: 'admin/LocationEditRoute',
    title: 'Add Location',
    ...ADMIN_SCREEN,
  },
  adminLocation: {
    path: '/admin/locations/:id',
    page: 'admin/LocationEditRoute',
    title: (place?: { name: string }) => (place ? `Edit ${place.name}` : 'Edit Location'),
    ...ADMIN_SCREEN,
  },
  adminSliders: { path: '/admin/sliders', page: 'admin/SlidersRoute', title: 'Manage Sliders', ...ADMIN_SCREEN },
  adminPages: { path: '/admin/pages', page: 'admin/PagesRoute', title: 'Manage Pages', ...ADMIN_SCREEN },
  adminReviews: { path: '/admin/reviews', page: 'admin/ReviewsRoute', title: 'Reviews', ...ADMIN_SCREEN },
  // Issue #34: one inbox for reported reviews and visitors' suggestions, and a suggestion side by side.
  adminModeration: { path: '/admin/moderation', page: 'admin/ModerationRoute', title: 'Moderation', ...ADMIN_SCREEN },
  adminSuggestion: {
    path: '/admin/moderation/suggestions/:id',
    page: 'admin/SuggestionReviewRoute',
    title: (suggestion?: { proposed_name: string | null }) =>
      suggestion?.proposed_name ? `Suggestion: ${suggestion.proposed_name}` : 'Suggestion',
    ...ADMIN_SCREEN,
  },
  adminContentGenerator: {
    path: '/admin/content-generator',
    page: 'admin/ContentGeneratorRoute',
    title: 'AI Content Generator',
    ...ADMIN_SCREEN,
  },
  adminSettings: { path: '/admin/settings', page: 'admin/SettingsRoute', title: 'Site Settings', ...ADMIN_SCREEN },
  adminQueues: { path: '/admin/queues', page: 'AdminQueuesRoute', title: 'Job Queues', ...ADMIN_SCREEN },
} as const satisfies Record<string, PageRoute>;

export type PageKey = keyof typeof PAGE_ROUTES;

/** The table as a list, each entry with its name, for code that treats every page alike. */
export const PAGE_ROUTE_LIST: readonly (PageRoute & { key: PageKey })[] = (
  Object.entries(PAGE_ROUTES) as [PageKey, PageRoute][]
).map(([key, route]) => ({ ...route, key }));

/**
 * Areas with a layout of their own around the pages whose paths start with `path`. An unknown path
 * inside one goes to `fallback`; an unknown path elsewhere goes home (SPEC §2).
 */
export const PAGE_LAYOUTS: readonly { path: string; page: string; fallback: string }[] = [
  { path: '/admin', page: 'AdminRoute', fallback: '/admin' },
];
export const UNKNOWN_PATH_FALLBACK = '/';

/** Page slugs are lowercase letters, digits and hyphens: any other `/{slug}` cannot be a CMS page. */
export const CMS_PAGE_SLUG = /^[a-z0-9-]+$/;
