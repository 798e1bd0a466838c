import Supercluster from 'supercluster';
import { describe, expect, it } from 'vitest';
import { buildIndex, clustersIn } from './cluster-index';
import { CLUSTER_OPTIONS } from './map-data-protocol';

/** Points scattered around a few cities, so every zoom has clusters and single points. */
function scatter(count: number) {
  let seed = 7;
  const random = () => (seed = (seed * 1664525 + 1013904223) % 4294967296) / 4294967296;
  const centres = [
    [-75.16, 39.95],
    [2.35, 48.86],
    [139.7, 35.68],
    [151.2, -33.87],
  ];
  const [lon, lat] = [[] as number[], [] as number[]];
  for (let i = 0; i < count; i++) {
    const [x, y] = centres[i % centres.length];
    lon.push(x + (random() - 0.5) * 8);
    lat.push(y + (random() - 0.5) * 6);
  }
  return { lon, lat };
}

const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

describe('buildIndex', () => {
  const { lon, lat } = scatter(3000);
  const ids = Array.from({ length: 1500 }, (_, k) => k * 2);

  it('clusters exactly as supercluster does in one go, at every zoom', async () => {
    const stepped = await buildIndex(lon, lat, ids);
    const reference = new Supercluster<{ i: number }>({ ...CLUSTER_OPTIONS }).load(
      ids.map((i) => ({
        type: 'Feature' as const,
        properties: { i },
        geometry: { type: 'Point' as const, coordinates: [lon[i], lat[i]] },
      })),
    );
    for (let zoom = -1; zoom <= 17; zoom++) {
      const label = (i: number) => `#${i}`;
      expect(clustersIn(stepped!, WORLD, zoom, label)).toEqual(clustersIn(reference, WORLD, zoom, label));
    }
  });

  it('only clusters the given locations, named by their index', async () => {
    const index = await buildIndex(lon, lat, [4, 10], CLUSTER_OPTIONS.maxZoom);
    const items = clustersIn(index!, WORLD, 17, (i) => `place ${i}`);
    expect(items.map((item) => item.kind === 'location' && item.label).sort()).toEqual(['place 10', 'place 4']);
  });

  it('zoomed out below 0 (a phone showing the whole world), clusters closer than their radius on screen merge', async () => {
    // Two places 45° of longitude apart on the equator: 64 px at zoom 0 (the world 512 px wide),
    // 45 px at zoom -0.5, under the 56 px radius there, so markers drawn apart would overlap.
    const index = await buildIndex([0, 45], [0, 0], [0, 1]);
    const at = (zoom: number) => clustersIn(index!, WORLD, zoom, (i) => `#${i}`);
    expect(at(0).map((item) => item.kind)).toEqual(['location', 'location']);
    expect(at(-0.5)).toMatchObject([{ kind: 'cluster', count: 2 }]);
  });

  it('gives the build up when pause says so', async () => {
    let levels = 0;
    const index = await buildIndex(lon, lat, ids, 5, async () => ++levels < 3);
    expect(index).toBeNull();
    expect(levels).toBe(3);
  });
});
