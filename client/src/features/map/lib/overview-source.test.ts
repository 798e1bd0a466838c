import { describe, expect, it } from 'vitest';
import type { MapOverview, OverviewItem } from '@contracts';
import { overviewSource, OVERVIEW_VERSION } from './overview-source';

const cluster = (id: number, longitude: number, latitude: number): OverviewItem => ({
  kind: 'cluster',
  id,
  count: 3,
  longitude,
  latitude,
  expansionZoom: 4,
});
const place = (index: number, longitude: number, latitude: number): OverviewItem => ({
  kind: 'location',
  index,
  label: `Place ${index} (Film)`,
  longitude,
  latitude,
});

// Levels -1..2; only zoom 2 (the last) has markers worth asking about here.
const overview: MapOverview = {
  count: 8,
  bounds: [-170, -30, 175, 60],
  levels: [[], [], [], [cluster(33, 175, 10), place(1, -170, 5), cluster(65, 2, 48), place(4, 2, -30)]],
};

describe('overviewSource', () => {
  const { filtered, source } = overviewSource(overview);

  it("answers as the worker's unfiltered result", () => {
    expect(filtered).toEqual({
      version: OVERVIEW_VERSION,
      narrowed: false,
      count: 8,
      movieTitle: null,
      bounds: [-170, -30, 175, 60],
    });
  });

  it('gives the markers inside the bbox in marker order (west to east), without the split zoom', async () => {
    expect(await source.clusters([-180, -85, 180, 85], 2)).toEqual([
      { kind: 'location', index: 1, label: 'Place 1 (Film)', longitude: -170, latitude: 5 },
      { kind: 'cluster', id: 65, count: 3, longitude: 2, latitude: 48 },
      { kind: 'location', index: 4, label: 'Place 4 (Film)', longitude: 2, latitude: -30 },
      { kind: 'cluster', id: 33, count: 3, longitude: 175, latitude: 10 },
    ]);
    expect(await source.clusters([0, 0, 10, 50], 2)).toEqual([
      { kind: 'cluster', id: 65, count: 3, longitude: 2, latitude: 48 },
    ]);
  });

  it('reads a bbox across the antimeridian as supercluster does (west above east)', async () => {
    const across = await source.clusters([170, -10, -160, 20], 2);
    expect(across?.map((item) => (item.kind === 'cluster' ? item.id : item.index))).toEqual([1, 33]);
  });

  it('has no markers beyond its levels, and gives the split zoom of its clusters', async () => {
    expect(await source.clusters([-180, -85, 180, 85], 3)).toEqual([]);
    expect(await source.expansionZoom(33)).toBe(4);
    expect(await source.expansionZoom(999)).toBeNull();
  });
});
