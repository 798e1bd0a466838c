/**
 * The names the service worker (client/src/sw/sw.ts) and the page share: which cache
 * holds what, and the messages between them (ARCHITECTURE.md, Offline).
 */
export const OFFLINE_CACHES = {
  /** The app's own scripts and styles (hashed, so kept until a new build replaces the list). */
  app: 'reelatlas-app',
  /** Public answers a saved trip needs: the pages' HTML, places, photos, the map config and style. */
  public: 'reelatlas-public-v1',
  /** Street map style, sprites and tiles of saved trips' areas (other origins). */
  tiles: 'reelatlas-tiles-v1',
  /** Which user's private cache answers offline (one entry, cleared on sign-out). */
  meta: 'reelatlas-meta-v1',
} as const;

/** A user's own cache: their saved trips' API answers, never answered to anyone else. */
export const userCacheName = (userId: string) => `reelatlas-user-${userId}`;

/** The meta cache's one entry: `{ "id": "<user id>" }`. */
export const CURRENT_USER_KEY = '/__offline/current-user';

/** Page → service worker: keep the app's scripts and styles; answered with `{ bytes }` on the port. */
export const CACHE_APP_MESSAGE = 'reelatlas:cache-app';

/**
 * Same-origin GET paths the service worker answers from the public cache when the network fails.
 * Never /api/auth, /api/admin or any other private read: those always go to the network.
 */
export const PUBLIC_API_PREFIXES = [
  '/api/locations/',
  '/api/media/',
  '/api/map/config',
  '/api/map/basemap/',
  '/api/settings',
] as const;

/** The private reads answered from the signed-in user's own cache when offline. */
export const PRIVATE_TRIP_READ = /^\/api\/trips(\/[^/]+)?$/;

/** Pages that are never kept: the admin area (and its API, which is never cached at all). */
export const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');
