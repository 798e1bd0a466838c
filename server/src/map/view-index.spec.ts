import { describe, expect, it } from '@jest/globals';
import Supercluster from 'supercluster';
import { CLUSTER_OPTIONS } from '../contracts/map.js';
import {
  INDEX_MAX_ZOOM,
  buildViewIndex,
  packViewIndex,
  unpackViewIndex,
  viewItems,
  type ViewIndexItem,
} from './view-index.js';

/** Deterministic places: half spread over the inhabited latitudes, half in ten tight towns. */
function places(count: number): { lon: Float64Array; lat: Float64Array } {
  let seed = 11;
  const random = () => (seed = (seed * 1664525 + 1013904223) % 4294967296) / 4294967296;
  const lon = new Float64Array(count);
  const lat = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const town = i % 2 === 0 ? Math.floor(random() * 10) : -1;
    lon[i] = town >= 0 ? town * 30 - 150 + random() * 0.05 : random() * 360 - 180;
    lat[i] = town >= 0 ? town * 5 - 20 + random() * 0.05 : random() * 120 - 55;
  }
  return { lon, lat };
}

const total = (items: ViewIndexItem[]) =>
  items.reduce((sum, item) => sum + (item.kind === 'cluster' ? item.count : 1), 0);
const WORLD: [number, number, number, number] = [-180, -90, 180, 90];

describe('buildViewIndex', () => {
  const { lon, lat } = places(3000);
  const index = buildViewIndex(Float64Array.from(lon), Float64Array.from(lat));
  const features = Array.from(lon, (longitude, i) => ({
    type: 'Feature' as const,
    properties: { i },
    geometry: { type: 'Point' as const, coordinates: [longitude, lat[i]] },
  }));
  // supercluster itself: with the kept levels only (same ids), and with every level.
  const levels = new Supercluster<{ i: number }>({ ...CLUSTER_OPTIONS, maxZoom: INDEX_MAX_ZOOM }).load(features);
  const reference = new Supercluster<{ i: number }>({ ...CLUSTER_OPTIONS }).load(features);

  it("gives supercluster's own markers and split zooms on every level it keeps", () => {
    for (let zoom = -1; zoom <= INDEX_MAX_ZOOM; zoom++) {
      const ours = viewItems(index, WORLD, zoom)!;
      const theirs = levels.getClusters(WORLD, zoom);
      expect(ours.length).toBe(theirs.length);
      expect(reference.getClusters(WORLD, zoom).length).toBe(theirs.length);
      const clusters = ours.filter((item) => item.kind === 'cluster');
      expect(clusters.length).toBeGreaterThan(0);
      // Split zooms beyond the kept levels stop at the first zoom clustered when asked.
      for (const cluster of clusters) expect(cluster.expansionZoom).toBe(levels.getClusterExpansionZoom(cluster.id));
      const singles = ours.flatMap((item) => (item.kind === 'location' ? [item.index] : [])).sort((a, b) => a - b);
      const expected = theirs
        .flatMap((f) => ('cluster' in f.properties ? [] : [(f.properties as { i: number }).i]))
        .sort((a, b) => a - b);
      expect(singles).toEqual(expected);
    }
  });

  it('clusters closer views when asked, as supercluster does, every location once', () => {
    for (const zoom of [INDEX_MAX_ZOOM + 1, 12, 14, 16, 17, 20]) {
      const items = viewItems(index, WORLD, zoom)!;
      expect(total(items)).toBe(3000);
      expect(items.length).toBe(reference.getClusters(WORLD, zoom).length);
    }
    // A town's view: its locations, with a split zoom past the view's for each cluster.
    const town = viewItems(index, [-150.01, -20.01, -149.94, -19.94], 12)!;
    expect(total(town)).toBeGreaterThan(100);
    for (const item of town) if (item.kind === 'cluster') expect(item.expansionZoom).toBeGreaterThan(12);
  });

  it('refuses a view holding more markers than any screen', () => {
    expect(viewItems(index, WORLD, 17)).not.toBeNull();
    const dense = buildViewIndex(
      Float64Array.from({ length: 6000 }, (_, i) => (i % 100) - 50),
      Float64Array.from({ length: 6000 }, (_, i) => Math.floor(i / 100) - 30),
    );
    expect(viewItems(dense, WORLD, 17)).toBeNull();
  });

  it('has nothing to show for no locations', () => {
    const empty = buildViewIndex(new Float64Array(0), new Float64Array(0));
    expect(empty.bounds).toBeNull();
    for (const zoom of [-1, 5, 12, 18]) expect(viewItems(empty, WORLD, zoom)).toEqual([]);
  });
});

describe('packViewIndex', () => {
  it('hands an index over as buffers that answer as the original', () => {
    const { lon, lat } = places(500);
    const index = buildViewIndex(lon, lat);
    const expected = [-1, 3, 9, 12].map((zoom) => viewItems(index, WORLD, zoom));
    const { packed, transfer } = packViewIndex(index);
    expect(transfer).toHaveLength(3 + 6 * index.levels.length);
    const copy = unpackViewIndex(structuredClone(packed, { transfer }));
    expect([-1, 3, 9, 12].map((zoom) => viewItems(copy, WORLD, zoom))).toEqual(expected);
  });
});
