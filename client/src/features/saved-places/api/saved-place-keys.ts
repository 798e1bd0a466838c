/**
 * The saved-places feature's query and mutation keys. The user's data is keyed by the user, so one
 * account never reads another's marks from the cache after a sign-out and sign-in in the same tab.
 */
export const savedPlaceKeys = {
  all: ['saved-places'] as const,
  ofUser: (userId: string) => ['saved-places', 'user', userId] as const,
  /** One place's mark (read in batches: see get-saved-place-states.ts). */
  state: (userId: string, locationId: string) => ['saved-places', 'user', userId, 'state', locationId] as const,
  /** Both lists with their counts (My Places), refreshed after every change. */
  list: (userId: string) => ['saved-places', 'user', userId, 'list'] as const,
  /** The changes of one place (a mutation key): they run one after another, in the order made. */
  write: (locationId: string) => ['saved-places', 'write', locationId] as const,
  /** A place's id, looked up by slug where a screen knows only the slug (the map popup). */
  placeId: (slug: string) => ['saved-places', 'place-id', slug] as const,
};
