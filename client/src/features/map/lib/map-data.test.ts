import { describe, expect, it } from 'vitest';
import { amelie, payloadOf, sampleRows } from '@/test/map-payload';
import { project } from '@/components/map/web-mercator';
import { MapData, cameraOf, initialView, isBoundsView, type BoundsView, type CentreView } from './map-data';

const data = new MapData(
  payloadOf([
    ...sampleRows,
    { slug: 'unknown', name: 'Somewhere', city: null, country: null, lat: 0, lon: 0, movie: amelie },
  ]),
);
const slugs = (indices: number[]) => indices.map((i) => data.location(i).slug);

describe('MapData.filter (SPEC §2 Map search)', () => {
  it('keeps every location when there is no filter', () => {
    expect(slugs(data.filter('', ''))).toEqual(['art-museum', 'italian-market', 'cafe', 'unknown']);
  });

  it('needs every word to match the name, city, country or movie title', () => {
    expect(slugs(data.filter('rocky steps', ''))).toEqual(['art-museum']);
    expect(slugs(data.filter('philadelphia', ''))).toEqual(['art-museum', 'italian-market']);
    expect(slugs(data.filter('france', ''))).toEqual(['cafe']);
    expect(slugs(data.filter('rocky paris', ''))).toEqual([]);
  });

  it('ignores case, accents and extra spaces', () => {
    expect(slugs(data.filter('  AMELIE   cafe ', ''))).toEqual(['cafe']);
    expect(slugs(data.filter('amélie', ''))).toEqual(['cafe', 'unknown']);
  });

  it('does not let a word span two fields', () => {
    // "philadelphiaunited" would match if name, city and country were simply concatenated.
    expect(data.filter('philadelphiaunited', '')).toEqual([]);
    expect(data.filter('stepsphiladelphia', '')).toEqual([]);
  });

  it('filters by movie slug (?movie=), alone or with words, and finds nothing for an unknown movie', () => {
    expect(slugs(data.filter('', 'amelie-2001'))).toEqual(['cafe', 'unknown']);
    expect(slugs(data.filter('market', 'rocky-1976'))).toEqual(['italian-market']);
    expect(data.filter('', 'no-such-movie')).toEqual([]);
  });

  it('reads one location back with its movie and country for the popup', () => {
    expect(data.location(2)).toEqual({
      index: 2,
      slug: 'cafe',
      name: 'Café des 2 Moulins',
      city: 'Paris',
      country: 'France',
      latitude: 48.88,
      longitude: 2.33,
      movie: amelie,
      precision: 'street',
      kind: 'set_here_filmed_elsewhere',
    });
    expect(data.location(3).country).toBeNull();
    expect(data.location(0)).toMatchObject({ precision: 'exact', kind: 'filmed_here' });
  });
});

describe('initialView (SPEC §2, §9)', () => {
  it('centres on the middle of the filtered bounds at zoom 2', () => {
    const view = initialView(data, data.filter('philadelphia', '')) as CentreView;
    expect(view.zoom).toBe(2);
    expect(view.latitude).toBeCloseTo(39.955);
    expect(view.longitude).toBeCloseTo(-75.17);
  });

  const desktop = { width: 1280, height: 656, padding: { top: 24, right: 24, bottom: 24, left: 452 } };
  const phone = { width: 390, height: 780, padding: { top: 200, right: 24, bottom: 24, left: 24 } };

  it('keeps SPEC zoom 2 on the midpoint when every location then fits beside the panel', () => {
    const view = initialView(data, data.filter('philadelphia', ''), desktop);
    expect(isBoundsView(view)).toBe(false);
  });

  it('fits the bounds, leaving the panel side free, when zoom 2 would leave locations out of sight', () => {
    const all = data.filter('', '');
    const onPhone = initialView(data, all, phone);
    expect(isBoundsView(onPhone)).toBe(true);
    expect((onPhone as BoundsView).padding).toEqual(phone.padding);
    const [[west, south], [east, north]] = (onPhone as BoundsView).bounds;
    for (const i of all) {
      const { lat, lon } = data.payload.locations;
      expect(lon[i]).toBeGreaterThanOrEqual(west);
      expect(lon[i]).toBeLessThanOrEqual(east);
      expect(lat[i]).toBeGreaterThanOrEqual(south);
      expect(lat[i]).toBeLessThanOrEqual(north);
    }
  });

  it('opens one place beside a panel too wide to centre it at zoom 2, at zoom 2, in the free room', () => {
    const narrow = { width: 900, height: 636, padding: { top: 24, right: 24, bottom: 24, left: 452 } };
    const one = data.filter('philadelphia', '').slice(0, 1);
    const view = initialView(data, one, narrow);
    expect(isBoundsView(view)).toBe(true);
    const camera = cameraOf(view, narrow, -1);
    expect(camera.zoom).toBe(2);
    const { lat, lon } = data.payload.locations;
    const point = project(camera, narrow, lon[one[0]], lat[one[0]]);
    expect(point.x).toBeCloseTo((452 + 900 - 24) / 2, 6);
    expect(point.y).toBeCloseTo(636 / 2, 6);
  });

  it('shows the whole world at 0,0 zoom 1 when nothing matches', () => {
    expect(initialView(data, [])).toEqual({ longitude: 0, latitude: 0, zoom: 1 });
    expect(initialView(data, [], desktop, 13)).toEqual({ longitude: 0, latitude: 0, zoom: 1 });
  });

  it("fits a filter's places beside the panel however close together, no closer than the filter's zoom", () => {
    const philadelphia = data.filter('philadelphia', '');
    const view = initialView(data, philadelphia, desktop, 13);
    // Zoom 2 would fit them too, but would show the whole world around two places streets apart.
    expect(isBoundsView(view)).toBe(true);
    const camera = cameraOf(view, desktop, -1);
    expect(camera.zoom).toBeGreaterThan(2);
    expect(camera.zoom).toBeLessThanOrEqual(13);
    const { lat, lon } = data.payload.locations;
    for (const i of philadelphia) {
      const point = project(camera, desktop, lon[i], lat[i]);
      expect(point.x).toBeGreaterThanOrEqual(desktop.padding.left);
      expect(point.x).toBeLessThanOrEqual(desktop.width - desktop.padding.right);
    }
    // One place: at the filter's closest zoom.
    expect(cameraOf(initialView(data, philadelphia.slice(0, 1), desktop, 6), desktop, -1).zoom).toBe(6);
  });
});
