/**
 * Every query key of the trips feature, from one factory. A user's own trips sit under their id, so
 * one account's trips are never shown to the next one signed in on the same tab; shared trips and
 * a movie's place groups are the same for everyone.
 */
export const tripKeys = {
  all: ['trips'] as const,
  mine: (userId: string) => [...tripKeys.all, 'user', userId] as const,
  list: (userId: string) => [...tripKeys.mine(userId), 'list'] as const,
  detail: (userId: string, tripId: string) => [...tripKeys.mine(userId), 'detail', tripId] as const,
  shared: (token: string) => [...tripKeys.all, 'shared', token] as const,
  movieGroups: (movieSlug: string) => [...tripKeys.all, 'movie-groups', movieSlug] as const,
};
