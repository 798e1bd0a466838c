/**
 * What one saved trip may keep on the device (README and ARCHITECTURE.md, Offline). The app's own
 * scripts and styles are kept once for every trip (about 2 MB, the Mapbox renderer left out).
 */
export const OFFLINE_BUDGET = {
  /** Pages, places, photos and the map of one trip together. */
  tripBytes: 25 * 1024 * 1024,
  /** Street tiles of one trip's area (part of tripBytes). */
  tileBytes: 15 * 1024 * 1024,
  tileCount: 400,
  /** Street zooms kept: from the one that shows the whole area up to this (walking detail). */
  closestZoom: 15,
} as const;
