import { describe, expect, it } from '@jest/globals';
import { directionsLinks } from './directions-links.js';
import type { GeoPoint } from './trip-stop.js';

const stopsAlong = (count: number): GeoPoint[] =>
  Array.from({ length: count }, (_, i) => ({ latitude: 35.6586 + i * 0.001, longitude: 139.7454 - i * 0.0005 }));

const latLng = (point: GeoPoint) => `${Number(point.latitude.toFixed(6))},${Number(point.longitude.toFixed(6))}`;

/** The stops a Google link walks through, in order. */
function googleStops(url: string): string[] {
  const params = new URL(url).searchParams;
  const waypoints = params.get('waypoints')?.split('|') ?? [];
  return [params.get('origin'), ...waypoints, params.get('destination')].filter((value) => value !== null);
}

function appleStops(url: string): string[] {
  const params = new URL(url).searchParams;
  return [params.get('source'), ...params.getAll('waypoint'), params.get('destination')].filter(
    (value) => value !== null,
  );
}

describe('directionsLinks', () => {
  it('opens a day as one walking route in Google Maps and Apple Maps', () => {
    const stops = stopsAlong(4);
    const { google, apple } = directionsLinks(stops);
    expect(google).toHaveLength(1);
    expect(google[0]).toMatchObject({ fromStop: 0, toStop: 3 });
    expect(google[0].url).toBe(
      'https://www.google.com/maps/dir/?api=1&origin=35.6586%2C139.7454&destination=35.6616%2C139.7439' +
        '&waypoints=35.6596%2C139.7449%7C35.6606%2C139.7444&travelmode=walking',
    );
    expect(apple[0].url).toBe(
      'https://maps.apple.com/directions?source=35.6586%2C139.7454&waypoint=35.6596%2C139.7449' +
        '&waypoint=35.6606%2C139.7444&destination=35.6616%2C139.7439&mode=walking',
    );
  });

  it('splits a long day into links of at most 9 waypoints, each going on from where the last ended', () => {
    const stops = stopsAlong(25);
    const { google, apple } = directionsLinks(stops);
    expect(google.map(({ fromStop, toStop }) => [fromStop, toStop])).toEqual([
      [0, 10],
      [10, 20],
      [20, 24],
    ]);
    for (const link of google)
      expect(googleStops(link.url)).toEqual(stops.slice(link.fromStop, link.toStop + 1).map(latLng));
    for (const link of apple)
      expect(appleStops(link.url)).toEqual(stops.slice(link.fromStop, link.toStop + 1).map(latLng));
    expect(google.every((link) => new URL(link.url).searchParams.get('waypoints')!.split('|').length <= 9)).toBe(true);
  });

  it('keeps a day of exactly 11 stops in one link and can cut per leg', () => {
    expect(directionsLinks(stopsAlong(11)).google).toHaveLength(1);
    expect(directionsLinks(stopsAlong(12)).google).toHaveLength(2);
    const perLeg = directionsLinks(stopsAlong(3), 0).google;
    expect(perLeg.map((link) => googleStops(link.url).length)).toEqual([2, 2]);
  });

  it('gives every stop its own walking directions from where the visitor is', () => {
    const stops = stopsAlong(2);
    const [first] = directionsLinks(stops).stops;
    expect(first.stop).toBe(stops[0]);
    expect(first.google).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=35.6586%2C139.7454&travelmode=walking',
    );
    expect(first.apple).toBe('https://maps.apple.com/?daddr=35.6586%2C139.7454&dirflg=w');
  });

  it('routes a one-stop day from where the visitor is, and a day without stops nowhere', () => {
    const [only] = directionsLinks(stopsAlong(1)).google;
    expect(googleStops(only.url)).toEqual([latLng(stopsAlong(1)[0])]);
    expect(directionsLinks([])).toEqual({ google: [], apple: [], stops: [] });
  });

  it('writes coordinates as plain decimals', () => {
    const [link] = directionsLinks([
      { latitude: 1e-9, longitude: -0.0000004 },
      { latitude: -33.8567844, longitude: 151.2152967 },
    ]).google;
    expect(googleStops(link.url)).toEqual(['0,0', '-33.856784,151.215297']);
  });
});
