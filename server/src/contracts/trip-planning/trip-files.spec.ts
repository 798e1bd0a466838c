import { describe, expect, it } from '@jest/globals';
import { gpx, kml } from '@tmcw/togeojson';
import { DOMParser, onWarningStopParsing } from '@xmldom/xmldom';
import type { Feature, Geometry, LineString, Point } from 'geojson';
import { toGpx } from './gpx.js';
import { toKml } from './kml.js';
import type { PlannedTrip, TripStop } from './trip-stop.js';

function createStop(overrides: Partial<TripStop> & Pick<TripStop, 'id' | 'name'>): TripStop {
  return { latitude: 48.85837, longitude: 2.294481, ...overrides };
}

function createTrip(overrides: Partial<PlannedTrip> = {}): PlannedTrip {
  return {
    name: 'Paris in the films',
    stops: [
      createStop({
        id: '1',
        name: 'Café des 2 Moulins',
        latitude: 48.884781,
        longitude: 2.333592,
        note: 'Go before 9 for a seat',
        movies: ['Amélie'],
        url: 'https://reelatlas.example/locations/cafe-des-2-moulins',
      }),
      createStop({
        id: '2',
        name: 'Pont de Bir-Hakeim',
        latitude: 48.855833,
        longitude: 2.2875,
        movies: ['Inception', 'Last Tango in Paris'],
      }),
      createStop({ id: '3', name: 'Shakespeare and Company', latitude: 48.852558, longitude: 2.347119 }),
    ],
    ...overrides,
  };
}

/** Parses as strictly as a map app's reader could: any warning fails the test. */
const parseXml = (xml: string) => new DOMParser({ onError: onWarningStopParsing }).parseFromString(xml, 'text/xml');

type ReadFeature = Feature<Geometry | null>;
const points = (features: ReadFeature[]) => features.filter((f): f is Feature<Point> => f.geometry?.type === 'Point');
const lines = (features: ReadFeature[]) =>
  features.filter((f): f is Feature<LineString> => f.geometry?.type === 'LineString');

/** Characters a visitor may type: markup, quotes, an emoji, a control character, a lone surrogate. */
const HOSTILE_NOTE = 'Meet at <b>"Le Bar"</b> & ask for \'Jean\' 🎬\u0001 end\uD800.';
const HOSTILE_NOTE_AS_READ = 'Meet at <b>"Le Bar"</b> & ask for \'Jean\' 🎬 end.';

describe('toGpx', () => {
  it('writes a waypoint per stop with its name, note and films, read back by a GPX reader', () => {
    const trip = createTrip();
    const features = gpx(parseXml(toGpx(trip))).features;
    const waypoints = points(features);
    expect(waypoints.map((f) => f.geometry.coordinates)).toEqual(trip.stops.map((s) => [s.longitude, s.latitude]));
    expect(waypoints.map((f) => f.properties?.name)).toEqual([
      '1. Café des 2 Moulins',
      '2. Pont de Bir-Hakeim',
      '3. Shakespeare and Company',
    ]);
    expect(waypoints[0].properties).toMatchObject({
      desc: 'Go before 9 for a seat\nFilmed here: Amélie',
      cmt: 'Go before 9 for a seat',
      type: 'Film location',
      links: [{ href: 'https://reelatlas.example/locations/cafe-des-2-moulins', text: 'Café des 2 Moulins' }],
    });
    expect(waypoints[1].properties?.desc).toBe('Filmed here: Inception, Last Tango in Paris');
  });

  it('writes the stops in walking order as one route', () => {
    const trip = createTrip();
    const [route, ...others] = lines(gpx(parseXml(toGpx(trip))).features);
    expect(others).toEqual([]);
    expect(route.properties).toMatchObject({ name: 'Paris in the films', _gpxType: 'rte' });
    expect(route.geometry.coordinates).toEqual(trip.stops.map((s) => [s.longitude, s.latitude]));
  });

  it('is GPX 1.1 with its elements in schema order', () => {
    const doc = parseXml(toGpx(createTrip({ description: 'Two days', url: 'https://reelatlas.example/trips/x' })));
    const root = doc.documentElement!;
    expect(root.namespaceURI).toBe('http://www.topografix.com/GPX/1/1');
    expect(root.getAttribute('version')).toBe('1.1');
    const childNames = (name: string) =>
      Array.from(doc.getElementsByTagName(name)[0].childNodes)
        .filter((node) => node.nodeType === 1)
        .map((node) => node.nodeName);
    expect(childNames('gpx')).toEqual(['metadata', 'wpt', 'wpt', 'wpt', 'rte']);
    expect(childNames('metadata')).toEqual(['name', 'desc', 'link', 'bounds']);
    expect(childNames('wpt')).toEqual(['name', 'cmt', 'desc', 'link', 'type']);
    expect(childNames('rte')).toEqual(['name', 'rtept', 'rtept', 'rtept']);
    const bounds = doc.getElementsByTagName('bounds')[0];
    expect(['minlat', 'minlon', 'maxlat', 'maxlon'].map((a) => bounds.getAttribute(a))).toEqual([
      '48.852558',
      '2.2875',
      '48.884781',
      '2.347119',
    ]);
  });

  it('escapes what a visitor typed and drops what XML cannot hold', () => {
    const trip = createTrip({
      name: 'Trip </name><script>',
      stops: [createStop({ id: '1', name: 'A & B "quoted"', note: HOSTILE_NOTE, movies: ['<Brazil>'] })],
    });
    const xml = toGpx(trip);
    const [waypoint] = points(gpx(parseXml(xml)).features);
    expect(waypoint.properties).toMatchObject({
      name: '1. A & B "quoted"',
      desc: `${HOSTILE_NOTE_AS_READ}\nFilmed here: <Brazil>`,
    });
    expect(parseXml(xml).getElementsByTagName('name')[0].textContent).toBe('Trip </name><script>');
  });

  it('writes a one-stop trip without a route and an empty trip as a valid file', () => {
    const single = gpx(parseXml(toGpx(createTrip({ stops: [createStop({ id: '1', name: 'Only' })] })))).features;
    expect(single.map((f) => f.geometry?.type)).toEqual(['Point']);
    expect(gpx(parseXml(toGpx(createTrip({ stops: [] })))).features).toEqual([]);
  });
});

describe('toKml', () => {
  it('writes a placemark per stop with its name, description and films, read back by a KML reader', () => {
    const trip = createTrip();
    const placemarks = points(kml(parseXml(toKml(trip))).features);
    expect(placemarks.map((f) => f.geometry.coordinates)).toEqual(trip.stops.map((s) => [s.longitude, s.latitude]));
    expect(placemarks[0].properties).toMatchObject({
      name: '1. Café des 2 Moulins',
      description: 'Go before 9 for a seat\nFilmed here: Amélie',
      Stop: '1',
      Films: 'Amélie',
      Note: 'Go before 9 for a seat',
      Page: 'https://reelatlas.example/locations/cafe-des-2-moulins',
    });
    expect(placemarks[1].properties).toMatchObject({ Films: 'Inception, Last Tango in Paris' });
    expect(placemarks[2].properties).not.toHaveProperty('Films');
  });

  it('draws the walking route as one line through the stops in order', () => {
    const trip = createTrip();
    const [route, ...others] = lines(kml(parseXml(toKml(trip))).features);
    expect(others).toEqual([]);
    expect(route.properties?.name).toBe('Walking route');
    expect(route.geometry.coordinates).toEqual(trip.stops.map((s) => [s.longitude, s.latitude]));
  });

  it('is KML 2.2 and names the document after the trip', () => {
    const doc = parseXml(toKml(createTrip({ description: 'Two days' })));
    expect(doc.documentElement!.namespaceURI).toBe('http://www.opengis.net/kml/2.2');
    const document = doc.getElementsByTagName('Document')[0];
    expect(document.getElementsByTagName('name')[0].textContent).toBe('Paris in the films');
    expect(document.getElementsByTagName('description')[0].textContent).toBe('Two days');
  });

  it('escapes what a visitor typed and drops what XML cannot hold', () => {
    const trip = createTrip({
      stops: [createStop({ id: '1', name: 'A & B', note: HOSTILE_NOTE, movies: ['<Brazil>'] })],
    });
    const [placemark] = points(kml(parseXml(toKml(trip))).features);
    expect(placemark.properties).toMatchObject({
      name: '1. A & B',
      description: `${HOSTILE_NOTE_AS_READ}\nFilmed here: <Brazil>`,
      Films: '<Brazil>',
    });
  });
});
