import { createRequire } from 'node:module';
import type { Feature, FeatureCollection, MultiPolygon, Point, Polygon, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { OFFLINE_BASEMAP_COLOURS } from '../contracts/map.js';

/**
 * The built-in world basemap (ARCHITECTURE: map row): Natural Earth 1:110m countries from the
 * world-atlas package, so the map works on an air-gapped install and in tests. The style has no
 * `glyphs` URL on purpose: MapLibre then draws label glyphs locally with the browser's own
 * sans-serif font (TinySDF), so country labels need no font server either.
 */
const require = createRequire(import.meta.url);
const COORDINATE_DECIMALS = 2; // ~1 km: finer than 1:110m data, and halves the payload

type CountryProps = { name: string };

export function buildOfflineStyle(): object {
  const topology = require('world-atlas/countries-110m.json') as Topology<{
    countries: GeometryCollection<CountryProps>;
  }>;
  const countries = feature(topology, topology.objects.countries) as FeatureCollection<
    Polygon | MultiPolygon,
    CountryProps
  >;
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  return {
    version: 8,
    name: 'ReelAtlas offline world',
    sources: {
      countries: {
        type: 'geojson',
        data: roundCoordinates(unwrapAntimeridian(countries)),
        attribution: 'Natural Earth',
      },
      borders: { type: 'geojson', data: roundCoordinates(borders) },
      labels: { type: 'geojson', data: { type: 'FeatureCollection', features: countries.features.map(labelPoint) } },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': OFFLINE_BASEMAP_COLOURS.water } },
      {
        id: 'land',
        type: 'fill',
        source: 'countries',
        paint: { 'fill-color': OFFLINE_BASEMAP_COLOURS.land, 'fill-antialias': true },
      },
      { id: 'coastline', type: 'line', source: 'countries', paint: { 'line-color': '#334155', 'line-width': 0.6 } },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: { 'line-color': '#526175', 'line-width': 0.8, 'line-dasharray': [3, 2] },
      },
      {
        id: 'country-labels',
        type: 'symbol',
        source: 'labels',
        minzoom: 1.5,
        layout: {
          'text-field': ['get', 'name'],
          'text-font': ['sans-serif'],
          'text-size': ['interpolate', ['linear'], ['zoom'], 2, 10, 6, 15],
          'text-max-width': 8,
          'symbol-sort-key': ['-', 0, ['get', 'rank']],
        },
        paint: { 'text-color': '#94a3b8', 'text-halo-color': OFFLINE_BASEMAP_COLOURS.water, 'text-halo-width': 1.2 },
      },
    ],
  };
}

/**
 * world-atlas keeps rings that cross the antimeridian unsplit (d3-geo cuts them when drawing); a
 * flat map would draw their 180° → -180° jump as a band across the world. Making such rings
 * continuous (longitudes past 180) lets MapLibre draw them. Rings around a pole (Antarctica) are
 * left alone: they are meant to span the whole width.
 */
function unwrapAntimeridian<T extends FeatureCollection<Polygon | MultiPolygon, CountryProps>>(collection: T): T {
  for (const country of collection.features) {
    const polygons =
      country.geometry.type === 'Polygon' ? [country.geometry.coordinates] : country.geometry.coordinates;
    for (const ring of polygons.flat()) {
      if (ring.some(([, lat]) => Math.abs(lat) > 85)) continue;
      for (let i = 1; i < ring.length; i++) {
        const jump = ring[i][0] - ring[i - 1][0];
        if (Math.abs(jump) > 180) ring[i] = [ring[i][0] - Math.sign(jump) * 360, ring[i][1]];
      }
    }
  }
  return collection;
}

/** The centroid of a country's largest polygon: a stable label point inside most shapes. */
function labelPoint(country: Feature<Polygon | MultiPolygon, CountryProps>): Feature<Point> {
  const polygons = country.geometry.type === 'Polygon' ? [country.geometry.coordinates] : country.geometry.coordinates;
  const rings = polygons.map((polygon) => polygon[0]);
  const largest = rings.reduce((best, ring) => (Math.abs(ringArea(ring)) > Math.abs(ringArea(best)) ? ring : best));
  return {
    type: 'Feature',
    properties: { name: country.properties.name, rank: Math.round(Math.abs(ringArea(largest))) },
    geometry: { type: 'Point', coordinates: centroid(largest) },
  };
}

function ringArea(ring: Position[]): number {
  let area = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    area += ring[j][0] * ring[i][1] - ring[i][0] * ring[j][1];
  return area / 2;
}

function centroid(ring: Position[]): Position {
  const area = ringArea(ring);
  if (area === 0) return ring[0];
  let x = 0;
  let y = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const cross = ring[j][0] * ring[i][1] - ring[i][0] * ring[j][1];
    x += (ring[j][0] + ring[i][0]) * cross;
    y += (ring[j][1] + ring[i][1]) * cross;
  }
  return [round(x / (6 * area)), round(y / (6 * area))];
}

const round = (value: number) => Math.round(value * 10 ** COORDINATE_DECIMALS) / 10 ** COORDINATE_DECIMALS;

function roundCoordinates<T>(geojson: T): T {
  return JSON.parse(
    JSON.stringify(geojson, (key, value: unknown) =>
      typeof value === 'number' && key !== 'id' ? round(value) : value,
    ),
  ) as T;
}
