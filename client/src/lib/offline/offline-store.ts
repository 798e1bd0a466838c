import { CURRENT_USER_KEY, OFFLINE_CACHES, userCacheName } from './offline-caches';

/**
 * What this device remembers about offline use, in localStorage: who saved (id and display name,
 * never a token) and which trips. The trips' data is in Cache Storage (offline-caches.ts).
 */
const USER_KEY = 'reelatlas.offline.user';
const tripsKey = (userId: string) => `reelatlas.offline.trips.${userId}`;

export interface SavedTripRecord {
  tripId: string;
  name: string;
  savedAt: string;
  bytes: number;
}

function read<T>(key: string): T | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

export function rememberOfflineUser(user: { id: string; display_name: string }): void {
  localStorage.setItem(USER_KEY, JSON.stringify({ id: user.id, display_name: user.display_name }));
}

export const offlineUser = () => read<{ id: string; display_name: string }>(USER_KEY);

export function recordSavedTrip(userId: string, record: SavedTripRecord): void {
  const others = savedTrips(userId).filter((trip) => trip.tripId !== record.tripId);
  localStorage.setItem(tripsKey(userId), JSON.stringify([...others, record]));
}

export const savedTrips = (userId: string): SavedTripRecord[] => read<SavedTripRecord[]>(tripsKey(userId)) ?? [];

export const isTripSavedOffline = (userId: string, tripId: string) =>
  savedTrips(userId).some((trip) => trip.tripId === tripId);

/**
 * Sign-out (or a session that ended): the user's private cache and records go, so the next person
 * on this device is never answered another user's trips. Public pages and the app's files stay.
 */
export async function forgetOfflineData(): Promise<void> {
  const user = offlineUser();
  localStorage.removeItem(USER_KEY);
  if (!user) return;
  localStorage.removeItem(tripsKey(user.id));
  if (!('caches' in window)) return;
  await caches.delete(userCacheName(user.id));
  await (await caches.open(OFFLINE_CACHES.meta)).delete(CURRENT_USER_KEY);
}
