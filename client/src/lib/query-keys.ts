/**
 * The query keys of the data more than one feature reads or invalidates, one factory per feature,
 * so nobody spells another feature's key by hand: a review changes its location's rating and count,
 * an admin edit makes the public movie, location, review and settings answers stale (and every
 * admin screen's), signing out drops what the account links read, and every map shares the map
 * config and the built-in basemap. Each factory's keys start with its `all`, so invalidating `all`
 * reaches every key it makes. Keys only one feature uses live in that feature's api/ folder.
 */
export const queryKeys = {
  movies: {
    all: ['movies'] as const,
    list: (range: { offset?: number; limit?: number }) => ['movies', 'list', range] as const,
    detail: (slug: string) => ['movies', 'detail', slug] as const,
  },
  locations: {
    all: ['locations'] as const,
    detail: (slug: string) => ['locations', 'detail', slug] as const,
    nearby: (slug: string) => ['locations', 'nearby', slug] as const,
  },
  reviews: {
    all: ['reviews'] as const,
    /** A place's keys (its list and the user's review of it), to refresh together. */
    ofLocation: (locationId: string) => ['reviews', 'location', locationId] as const,
    list: (locationId: string) => ['reviews', 'location', locationId, 'list'] as const,
    mine: (locationId: string, userId: string | undefined) =>
      ['reviews', 'location', locationId, 'mine', userId ?? null] as const,
    byMe: (userId: string) => ['reviews', 'by-me', userId] as const,
  },
  settings: {
    all: ['settings'] as const,
  },
  /** Every admin screen's keys start here: a catalogue write reads them all again. */
  admin: {
    all: ['admin'] as const,
    /** The dashboard's counts change with catalogue writes and with moderation. */
    dashboard: ['admin', 'dashboard'] as const,
  },
  /** What the maps read (components/map for every map, features/map for /map). */
  map: {
    all: ['map'] as const,
    config: ['map', 'config'] as const,
    basemapStyle: (style: string) => ['map', 'basemap-style', style] as const,
    basemapPicture: (style: string | undefined) => ['map', 'basemap-picture', style] as const,
    overview: ['map', 'overview'] as const,
    /** The map pickers' place finder: the atlas's places matching the words. */
    finder: (q: string) => ['map', 'finder', q] as const,
  },
  auth: {
    all: ['auth'] as const,
    verifyEmail: (token: string) => ['auth', 'verify-email', token] as const,
    confirmEmail: (token: string) => ['auth', 'confirm-email', token] as const,
  },
} as const;
