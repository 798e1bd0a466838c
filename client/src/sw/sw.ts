/**
 * The service worker (built by vite-plugin-pwa's injectManifest into /sw.js; ARCHITECTURE.md,
 * Offline). It keeps nothing until a visitor saves a trip for offline use, so a first visit costs
 * one small script after the page is idle. Then it answers, only when the network fails:
 * - pages (navigations) from the HTML saved with the trip, each with the CSP and nonce it was
 *   served with, so the page's own scripts run and nothing else does;
 * - the app's hashed scripts and styles from the app cache (cache first: a hash never changes);
 * - the public reads a saved page needs (places, photos, map config and basemap) from the public cache;
 * - `/api/trips` and `/api/trips/:id` from the current user's own cache only;
 * - street style, sprites and tiles (other origins) from the tiles cache.
 * Admin pages, /api/auth, /api/admin and every other API read always go to the network.
 */
import {
  CACHE_APP_MESSAGE,
  CURRENT_USER_KEY,
  OFFLINE_CACHES,
  PRIVATE_TRIP_READ,
  PUBLIC_API_PREFIXES,
  isAdminPath,
  userCacheName,
} from '../lib/offline/offline-caches';

// The worker's own types, declared here: the client compiles with the DOM library, which cannot be
// combined with the WebWorker one in one program.
interface SwEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SwFetchEvent extends SwEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface SwMessageEvent extends SwEvent {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
}
interface SwScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: SwEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: SwFetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: SwMessageEvent) => void): void;
  /** The build's file list, written in by vite-plugin-pwa (injectManifest). */
  __WB_MANIFEST: { url: string; revision: string | null }[];
}
declare const self: SwScope;

/** The hashed build files, minus the Mapbox renderer (only used with a token, and it needs the network). */
const APP_FILES = self.__WB_MANIFEST
  .map((entry) => `/${entry.url.replace(/^\//, '')}`)
  .filter((url) => !/mapbox/i.test(url));
const APP_CACHE = `${OFFLINE_CACHES.app}-${hashOf(APP_FILES.join('|'))}`;

self.addEventListener('install', () => void self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // An older build's scripts: the new list replaces them (and is filled again by the next save).
      const old = (await caches.keys()).filter(
        (name) => name.startsWith(`${OFFLINE_CACHES.app}-`) && name !== APP_CACHE,
      );
      const hadApp = old.length > 0;
      await Promise.all(old.map((name) => caches.delete(name)));
      if (hadApp) await cacheAppFiles();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type !== CACHE_APP_MESSAGE) return;
  const port = event.ports[0];
  event.waitUntil(
    cacheAppFiles().then(
      (bytes) => port?.postMessage({ bytes }),
      (error: unknown) => port?.postMessage({ error: String(error) }),
    ),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) {
    event.respondWith(cacheFirst(request, OFFLINE_CACHES.tiles));
    return;
  }
  if (isAdminPath(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkOr(request, () => matchIn(OFFLINE_CACHES.public, url.pathname)));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request, APP_CACHE));
  } else if (PRIVATE_TRIP_READ.test(url.pathname)) {
    event.respondWith(networkOr(request, () => matchForCurrentUser(url.pathname)));
  } else if (PUBLIC_API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) {
    event.respondWith(networkOr(request, () => matchIn(OFFLINE_CACHES.public, request)));
  }
});

/** The network's answer; the saved copy only when the network cannot be reached at all. */
async function networkOr(request: Request, saved: () => Promise<Response | undefined>): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const copy = await saved();
    if (copy) return copy;
    throw error;
  }
}

async function cacheFirst(request: Request, cacheName: string): Promise<Response> {
  return (await matchIn(cacheName, request)) ?? fetch(request);
}

async function matchIn(cacheName: string, key: RequestInfo): Promise<Response | undefined> {
  if (!(await caches.has(cacheName))) return undefined;
  return (await caches.open(cacheName)).match(key);
}

/** A private read: only from the cache of the user who saved it and is still signed in on this device. */
async function matchForCurrentUser(pathname: string): Promise<Response | undefined> {
  const current = await matchIn(OFFLINE_CACHES.meta, CURRENT_USER_KEY);
  const userId = current ? ((await current.json()) as { id?: string }).id : undefined;
  return userId ? matchIn(userCacheName(userId), pathname) : undefined;
}

/** Keeps the app's files (each fetched once per build); answers the bytes the cache holds for them. */
async function cacheAppFiles(): Promise<number> {
  const cache = await caches.open(APP_CACHE);
  let bytes = 0;
  for (const url of APP_FILES) {
    let response = await cache.match(url);
    if (!response) {
      const fresh = await fetch(url);
      if (!fresh.ok) continue;
      await cache.put(url, fresh.clone());
      response = fresh;
    }
    bytes += (await response.blob()).size;
  }
  return bytes;
}

function hashOf(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}
