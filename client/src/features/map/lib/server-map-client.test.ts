import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MapPlace, MapSummary, MapView } from '@contracts';
import { server } from '@/test/server';
import type { ClusterSource } from './map-data-client';
import { ServerMapClient } from './server-map-client';

const place = (name: string): MapPlace => ({
  slug: name.toLowerCase(),
  name,
  city: 'Paris',
  country: 'France',
  latitude: 48.86,
  longitude: 2.29,
  movie: { slug: 'film', title: 'Film', year: 2001 },
  precision: 'exact',
  kind: 'filmed_here',
});

const VIEW: MapView = {
  items: [
    { kind: 'location', index: 7, label: 'Tower (Film)', longitude: 2.29, latitude: 48.86, place: place('Tower') },
    { kind: 'cluster', id: 96, count: 12, longitude: -74, latitude: 40.7, expansionZoom: 6 },
  ],
};

/** The next index the client hands its listeners. */
const nextSource = (client: ServerMapClient) =>
  new Promise<ClusterSource>((resolve) => {
    const stop = client.onIndex((source) => {
      stop();
      resolve(source);
    });
  });

describe('ServerMapClient', () => {
  it('answers a filter from the summary, then views with markers, popups and split zooms', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('/api/map/summary', ({ request }) => {
        const summary: MapSummary = { narrowed: true, count: 13, movieTitle: 'Film', bounds: [-74, 40.7, 2.29, 48.86] };
        return new URL(request.url).searchParams.get('movie') === 'film'
          ? HttpResponse.json(summary)
          : HttpResponse.error();
      }),
      http.get('/api/map/view', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(VIEW);
      }),
    );
    const client = new ServerMapClient();
    const indexed = nextSource(client);
    expect(await client.filter('', 'film')).toEqual({
      version: 1,
      narrowed: true,
      count: 13,
      movieTitle: 'Film',
      bounds: [-74, 40.7, 2.29, 48.86],
    });
    const source = await indexed;
    // West to east, as every marker source orders them (keyboard order).
    expect(await source.clusters([-180.0000001, -85, 180, 85.123456789], 3)).toEqual([
      { kind: 'cluster', id: 96, count: 12, longitude: -74, latitude: 40.7 },
      { kind: 'location', index: 7, label: 'Tower (Film)', longitude: 2.29, latitude: 48.86 },
    ]);
    expect(Object.fromEntries(asked[0])).toEqual({ movie: 'film', zoom: '3', bbox: '-180,-85,180,85.12346' });
    expect(await source.expansionZoom(96)).toBe(6);
    expect(await client.location(7)).toEqual({ index: 7, ...place('Tower') });
    expect(await client.location(8)).toBeNull();
  });

  it("aborts a view's request when the next view is asked for, and drops a replaced filter's views", async () => {
    let requests = 0;
    server.use(
      http.get('/api/map/summary', () =>
        HttpResponse.json({ narrowed: false, count: 13, movieTitle: null, bounds: null }),
      ),
      http.get('/api/map/view', async () => {
        if (++requests === 1) await delay('infinite');
        return HttpResponse.json(VIEW);
      }),
    );
    const client = new ServerMapClient();
    const indexed = nextSource(client);
    await client.filter('', '');
    const source = await indexed;
    const first = source.clusters([0, 0, 10, 10], 4);
    const second = source.clusters([1, 0, 11, 10], 4);
    expect(await first).toBeNull();
    expect(await second).toHaveLength(2);
    await client.filter('tower', '');
    expect(await source.clusters([0, 0, 10, 10], 4)).toBeNull();
    expect(await source.expansionZoom(96)).toBeNull();
  });
});
