/**
 * Every query key of the contributions feature, from one factory. A visitor's own suggestions sit
 * under their id, so the next account signed in on the same tab never reads them.
 */
export const contributionKeys = {
  all: ['contributions'] as const,
  mine: (userId: string) => [...contributionKeys.all, 'mine', userId] as const,
};
