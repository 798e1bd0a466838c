import { describe, expect, it } from 'vitest';
import type { MapPayload } from '@contracts';
import { payloadOf, rocky, sampleRows } from '@/test/map-payload';
import { MapDataHost } from './map-data-host';
import type { MapDataRequest, MapDataResponse } from './map-data-protocol';
import { nextTask } from './next-task';

const payload = payloadOf(sampleRows);
/** The whole world, as the map asks for it zoomed out. */
const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

/** A host over the payload, and the answers it has posted so far. */
function hostOf(load: () => Promise<MapPayload> = async () => payload) {
  const posted: MapDataResponse[] = [];
  const host = new MapDataHost(load, (message) => posted.push(message), nextTask);
  const answer = async (message: MapDataRequest) => {
    host.handle(message);
    for (let i = 0; i < 50; i++) {
      const found = posted.find((m) => 'request' in m && m.request === message.request);
      if (found) return found;
      await nextTask();
    }
    throw new Error(`no answer to ${message.type}`);
  };
  /** The clusters of version 1's index over the whole world at `zoom`. */
  const worldClusters = (request: number, kind: 'quick' | 'full', zoom: number) =>
    answer({ type: 'clusters', request, version: 1, kind, bbox: WORLD, zoom });
  const indexReady = async (version: number) => {
    for (let i = 0; i < 100 && !posted.some((m) => m.type === 'index' && m.version === version); i++) await nextTask();
    return posted.filter((m) => m.type === 'index' && m.version === version);
  };
  return { host, posted, answer, worldClusters, indexReady };
}

describe(MapDataHost.name, () => {
  it('answers a filter with its count, bounds and movie title, then builds its cluster index', async () => {
    const { answer, worldClusters, indexReady } = hostOf();
    expect(await answer({ type: 'filter', request: 1, q: 'philadelphia', movie: 'rocky-1976' })).toEqual({
      type: 'filtered',
      request: 1,
      version: 1,
      narrowed: true,
      count: 2,
      movieTitle: 'Rocky',
      bounds: [-75.18, 39.94, -75.16, 39.97],
    });
    // Fewer than 20,000 locations: the full index straight away, no quick one.
    expect(await indexReady(1)).toEqual([{ type: 'index', version: 1, kind: 'full' }]);
    const clusters = await worldClusters(2, 'full', 16);
    expect(clusters).toMatchObject({
      items: [
        { kind: 'location', label: 'Art Museum Steps (Rocky)' },
        { kind: 'location', label: 'Italian Market (Rocky)' },
      ],
    });
    const overview = await worldClusters(3, 'full', 1);
    const [cluster] = overview.type === 'clusters' ? overview.items! : [];
    expect(cluster).toMatchObject({ kind: 'cluster', count: 2 });
    const expansion = await answer({
      type: 'expansion',
      request: 4,
      version: 1,
      kind: 'full',
      clusterId: cluster.kind === 'cluster' ? cluster.id : -1,
    });
    expect(expansion).toMatchObject({ zoom: expect.any(Number) });
  });

  it('from 20,000 locations builds a quick overview index first, and the full one after the first question', async () => {
    const many = payloadOf(
      Array.from({ length: 20_000 }, (_, i) => ({
        slug: `place-${i}`,
        name: `Place ${i}`,
        city: null,
        country: null,
        lat: ((i * 37) % 140) - 70,
        lon: ((i * 53) % 340) - 170,
        movie: rocky,
      })),
    );
    const { answer, worldClusters, indexReady, posted } = hostOf(async () => many);
    await answer({ type: 'filter', request: 1, q: '', movie: '' });
    expect(await indexReady(1)).toEqual([{ type: 'index', version: 1, kind: 'quick' }]);
    const overview = await worldClusters(2, 'quick', 2);
    expect(overview.type === 'clusters' && overview.items!.length).toBeGreaterThan(0);
    for (let i = 0; i < 2000 && !posted.some((m) => m.type === 'index' && m.kind === 'full'); i++) await nextTask();
    expect(posted.filter((m) => m.type === 'index').map((m) => m.type === 'index' && m.kind)).toEqual([
      'quick',
      'full',
    ]);
  });

  it('answers nothing for an empty result and no movie title for an unknown movie', async () => {
    const { answer } = hostOf();
    expect(await answer({ type: 'filter', request: 1, q: '', movie: 'unknown-movie' })).toMatchObject({
      count: 0,
      movieTitle: null,
      bounds: null,
    });
  });

  it("answers a popup's details by index", async () => {
    const { answer } = hostOf();
    expect(await answer({ type: 'location', request: 1, index: 2 })).toMatchObject({
      location: { index: 2, slug: 'cafe', name: 'Café des 2 Moulins', city: 'Paris', country: 'France' },
    });
    expect(await answer({ type: 'location', request: 2, index: 3 })).toMatchObject({ location: null });
  });

  it("answers null about a replaced filter's index, and stops building it", async () => {
    const { answer, worldClusters, indexReady, posted } = hostOf();
    await answer({ type: 'filter', request: 1, q: '', movie: '' });
    await answer({ type: 'filter', request: 2, q: 'paris', movie: '' });
    expect(await indexReady(2)).toHaveLength(1);
    expect(posted.some((m) => m.type === 'index' && m.version === 1)).toBe(false);
    expect(await worldClusters(3, 'full', 3)).toEqual({ type: 'clusters', request: 3, items: null });
  });

  it('reports a download that failed to every question that needs the data', async () => {
    const { answer } = hostOf(() => Promise.reject(new Error('offline')));
    expect(await answer({ type: 'filter', request: 1, q: '', movie: '' })).toEqual({
      type: 'failed',
      request: 1,
      message: 'offline',
    });
  });
});
