import { describe, expect, it } from '@jest/globals';
import {
  FIRST_VIEW_MAX_ZOOM,
  MAP_MIN_ZOOM,
  QUICK_MAX_ZOOM,
  QUICK_MIN_POINTS,
  type MapPayload,
} from '../contracts/map.js';
import { buildMapOverview } from './map-overview.js';

/** A payload of the given places ([longitude, latitude]), each of movie 0 ("Film"). */
function payloadOf(places: [number, number][]): MapPayload {
  return {
    movies: { slug: ['film'], title: ['Film'], year: [2000] },
    countries: [],
    locations: {
      slug: places.map((_, i) => `place-${i}`),
      name: places.map((_, i) => `Place ${i}`),
      city: places.map(() => null),
      country: places.map(() => -1),
      lat: places.map(([, latitude]) => latitude),
      lon: places.map(([longitude]) => longitude),
      movie: places.map(() => 0),
      precision: places.map(() => 0),
      kind: places.map(() => 0),
    },
  };
}

/** Deterministic places spread over the inhabited latitudes. */
function spread(count: number): [number, number][] {
  let seed = 7;
  const random = () => (seed = (seed * 1664525 + 1013904223) % 4294967296) / 4294967296;
  return Array.from({ length: count }, () => [random() * 360 - 180, random() * 120 - 55]);
}

const countOf = (item: { kind: string; count?: number }) => (item.kind === 'cluster' ? item.count! : 1);

describe('buildMapOverview', () => {
  it('gives the count, the bounds and every first-view level, each holding every location once', () => {
    const places = spread(500);
    const overview = buildMapOverview(payloadOf(places));
    expect(overview.count).toBe(500);
    const longitudes = places.map(([longitude]) => longitude);
    const latitudes = places.map(([, latitude]) => latitude);
    expect(overview.bounds).toEqual([
      Math.min(...longitudes),
      Math.min(...latitudes),
      Math.max(...longitudes),
      Math.max(...latitudes),
    ]);
    expect(overview.levels).toHaveLength(FIRST_VIEW_MAX_ZOOM - MAP_MIN_ZOOM + 1);
    for (const level of overview.levels) expect(level.reduce((sum, item) => sum + countOf(item), 0)).toBe(500);
    // Zoomed out further, clusters only merge: fewer markers on each lower level.
    const sizes = overview.levels.map((level) => level.length);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
  });

  it('names single locations as the map does and gives each cluster the zoom it splits at', () => {
    const overview = buildMapOverview(
      payloadOf([
        [2.29, 48.86],
        [2.3, 48.87],
        [-74, 40.7],
      ]),
    );
    const top = overview.levels[FIRST_VIEW_MAX_ZOOM - MAP_MIN_ZOOM];
    expect(top).toContainEqual({ kind: 'location', index: 2, label: 'Place 2 (Film)', longitude: -74, latitude: 40.7 });
    const cluster = top.find((item) => item.kind === 'cluster');
    expect(cluster).toMatchObject({ kind: 'cluster', count: 2 });
    expect(cluster?.kind === 'cluster' && cluster.expansionZoom).toBeGreaterThan(FIRST_VIEW_MAX_ZOOM);
  });

  it("clusters as the map's data worker first does: its quick index from QUICK_MIN_POINTS locations", () => {
    // Two places a metre apart, far north of every other place: their own cluster at zoom 2. In
    // the full index it splits at street level; the quick index (clustered up to QUICK_MAX_ZOOM)
    // says just past it.
    const twins: [number, number][] = [
      [10, 80],
      [10.00001, 80],
    ];
    const twinCluster = (places: [number, number][]) =>
      buildMapOverview(payloadOf(places))
        .levels.at(-1)!
        .find((item) => item.kind === 'cluster' && item.count === 2 && Math.round(item.latitude) === 80);
    expect(twinCluster(twins)).toMatchObject({ expansionZoom: 17 });
    expect(twinCluster([...twins, ...spread(QUICK_MIN_POINTS)])).toMatchObject({ expansionZoom: QUICK_MAX_ZOOM + 1 });
  });

  it('has nothing to show for no locations', () => {
    const overview = buildMapOverview(payloadOf([]));
    expect(overview.count).toBe(0);
    expect(overview.bounds).toBeNull();
    expect(overview.levels.every((level) => level.length === 0)).toBe(true);
  });
});
