import { TRIP_PAGES, TRIPS_API, placeImagePath, type MapConfig, type Photo, type TripDetail } from '@contracts';
import { OFFLINE_BUDGET } from './offline-budget';
import { CACHE_APP_MESSAGE, CURRENT_USER_KEY, OFFLINE_CACHES, userCacheName } from './offline-caches';
import { registerServiceWorker } from './register-service-worker';
import { isTripSavedOffline, rememberOfflineUser, recordSavedTrip } from './offline-store';
import { saveStreetTiles, type Bounds } from './street-tiles';

export interface OfflineSaveReport {
  tripId: string;
  /** Bytes this trip keeps (pages, places, photos, map); the app's files are counted apart. */
  bytes: number;
  appBytes: number;
  /** Photos or tiles left out because the trip's budget was reached. */
  trimmed: boolean;
}

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/**
 * Save for Offline: keeps the trip's page, each stop's page with its photo, and a map of the
 * trip's area on this device (ARCHITECTURE.md, Offline). The trip itself (private) goes to the
 * user's own cache; the public pages, places and photos to the shared one.
 */
export async function saveTripForOffline(
  trip: TripDetail,
  user: { id: string; display_name: string },
): Promise<OfflineSaveReport> {
  if (!('caches' in window) || !('serviceWorker' in navigator))
    throw new Error('This browser cannot keep pages for offline use.');
  const registration = await registerServiceWorker();
  if (!registration) throw new Error('This browser cannot keep pages for offline use.');
  await navigator.serviceWorker.ready;
  const appBytes = await cacheAppFiles();

  const meta = await caches.open(OFFLINE_CACHES.meta);
  await meta.put(CURRENT_USER_KEY, json({ id: user.id }));
  rememberOfflineUser(user);
  const own = await caches.open(userCacheName(user.id));
  await own.put(`/api${TRIPS_API.trip(trip.id)}`, json(trip));

  const publicCache = await caches.open(OFFLINE_CACHES.public);
  let bytes = 0;
  let trimmed = false;
  const keep = async (url: string, optional = false): Promise<Response | null> => {
    if (optional && bytes > OFFLINE_BUDGET.tripBytes) {
      trimmed = true;
      return null;
    }
    const response = await fetch(url, { credentials: 'same-origin' }).catch(() => null);
    if (!response?.ok) return null;
    bytes += (await response.clone().blob()).size;
    await publicCache.put(url, response.clone());
    return response;
  };

  await keep(TRIP_PAGES.trip(trip.id));
  await keep(TRIP_PAGES.trips);
  await keep('/api/settings');
  const config = (await (await keep('/api/map/config'))?.json()) as MapConfig | undefined;
  const basemap = config?.offline ? config.style : config?.fallbackStyle;
  if (basemap) await keep(basemap);
  for (const stop of trip.stops) {
    const slug = stop.place.slug;
    await keep(`/locations/${slug}`);
    const detail = (await (await keep(`/api/locations/${slug}`))?.json()) as
      { photo?: Photo | null; image_url?: string | null } | undefined;
    for (const url of photoUrls(slug, detail)) await keep(url, true);
  }
  if (config && bytes < OFFLINE_BUDGET.tripBytes) bytes += await saveStreetTiles(config, boundsOf(trip));
  recordSavedTrip(user.id, { tripId: trip.id, name: trip.name, savedAt: new Date().toISOString(), bytes });
  return { tripId: trip.id, bytes, appBytes, trimmed };
}

/**
 * A trip saved on this device, changed online (an edit sent, one kept offline and sent since): its
 * saved copy becomes this answer, so the next offline visit shows the trip as the server has it.
 */
export async function keepSavedTripCurrent(userId: string, trip: TripDetail): Promise<void> {
  if (!('caches' in window) || !isTripSavedOffline(userId, trip.id)) return;
  await (await caches.open(userCacheName(userId))).put(`/api${TRIPS_API.trip(trip.id)}`, json(trip));
}

/** The stop page's pictures: the photo's sizes up to 1280 px (AVIF and WebP), else the drawn pictures. */
function photoUrls(slug: string, detail?: { photo?: Photo | null; image_url?: string | null }): string[] {
  const photo = detail?.photo;
  if (!photo) return [placeImagePath(slug), placeImagePath(slug, 'thumbnail')];
  const candidates = [photo.srcset.avif, photo.srcset.webp].flatMap((set) =>
    set.split(',').map((entry) => entry.trim().split(/\s+/)),
  );
  const sized = candidates
    .filter(([url, width]) => url && Number.parseInt(width ?? '0', 10) <= 1280)
    .map(([url]) => url!);
  return [...new Set([photo.src, ...sized])];
}

function boundsOf(trip: TripDetail): Bounds {
  const lats = trip.stops.map((stop) => stop.place.latitude);
  const lons = trip.stops.map((stop) => stop.place.longitude);
  const pad = 0.005; // about 500 m around the stops
  return {
    west: Math.min(...lons) - pad,
    east: Math.max(...lons) + pad,
    south: Math.min(...lats) - pad,
    north: Math.max(...lats) + pad,
  };
}

/** Asks the active worker to keep the app's scripts and styles; answers the bytes they take. */
async function cacheAppFiles(): Promise<number> {
  const worker = (await navigator.serviceWorker.ready).active;
  if (!worker) return 0;
  const channel = new MessageChannel();
  const answer = new Promise<{ bytes?: number; error?: string }>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<{ bytes?: number; error?: string }>) => resolve(event.data);
  });
  worker.postMessage({ type: CACHE_APP_MESSAGE }, [channel.port2]);
  const result = await answer;
  if (result.error) throw new Error('The app could not be saved for offline use. Try again with a connection.');
  return result.bytes ?? 0;
}
