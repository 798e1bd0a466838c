import { createRequire } from 'node:module';
import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Point, Polygon, Position } from 'geojson';
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
type Land = FeatureCollection<Polygon | MultiPolygon>;

export function buildOfflineStyle(): object {
  const topology = require('world-atlas/countries-110m.json') as Topology<{
    countries: GeometryCollection<CountryProps>;
  }>;
  const countries = feature(topology, topology.objects.countries) as FeatureCollection<
    Polygon | MultiPolygon,
    CountryProps
  >;
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  // The land as one shape (the same Natural Earth arcs, merged): its outline is the coastline alone,
  // and it is less than half the size of every country's own polygons.
  const landTopology = require('world-atlas/land-110m.json') as Topology<{ land: GeometryCollection }>;
  const land = feature(landTopology, landTopology.objects.land) as Land;
  return {
    version: 8,
    name: 'ReelAtlas offline world',
    sources: {
      land: {
        type: 'geojson',
        data: roundCoordinates(closeAtSouthPole(unwrapAntimeridian(land))),
        attribution: 'Natural Earth',
      },
      coastline: {
        type: 'geojson',
        data: roundCoordinates(splitAtJumps(mesh(landTopology, landTopology.objects.land))),
      },
      borders: { type: 'geojson', data: roundCoordinates(borders) },
      labels: { type: 'geojson', data: { type: 'FeatureCollection', features: countries.features.map(labelPoint) } },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': OFFLINE_BASEMAP_COLOURS.water } },
      {
        id: 'land',
        type: 'fill',
        source: 'land',
        paint: { 'fill-color': OFFLINE_BASEMAP_COLOURS.land, 'fill-antialias': true },
      },
      { id: 'coastline', type: 'line', source: 'coastline', paint: { 'line-color': '#334155', 'line-width': 0.6 } },
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
 * continuous (longitudes past 180) lets MapLibre draw them. A ring that then lies mostly in the
 * world copy next door (Eurasia, which starts in Chukotka) is moved back into the world: drawn from
 * there, MapLibre's cut at the world's edge left a wedge of land across the North Atlantic. Rings
 * around a pole (Antarctica) are left alone: they are meant to span the whole width.
 */
function unwrapAntimeridian<T extends Land>(collection: T): T {
  for (const ring of ringsOf(collection)) {
    if (ring.some(([, lat]) => Math.abs(lat) > 85)) continue;
    for (let i = 1; i < ring.length; i++) {
      const jump = ring[i][0] - ring[i - 1][0];
      if (Math.abs(jump) > 180) ring[i] = [ring[i][0] - Math.sign(jump) * 360, ring[i][1]];
    }
    const longitudes = ring.map(([lon]) => lon);
    const middle = (Math.min(...longitudes) + Math.max(...longitudes)) / 2;
    if (Math.abs(middle) > 180) for (const point of ring) point[0] -= Math.sign(middle) * 360;
  }
  return collection;
}

/**
 * Antarctica's ring closes with a straight line at 84.7° S from 180° back to -180°, so the land
 * stopped short of the world's bottom edge (85.05° S, where Web Mercator is cut) and left a strip
 * of water under it. Closed through the South Pole instead, the land reaches that edge, and the
 * map carries it on beyond it (OFFLINE_BASEMAP_POLES): a phone zoomed out to see every place
 * shows the ice going on, not an empty band under a hard edge.
 */
function closeAtSouthPole<T extends Land>(collection: T): T {
  for (const ring of ringsOf(collection)) {
    const jump = ring.findIndex((point, i) => i > 0 && Math.abs(point[0] - ring[i - 1][0]) > 180 && point[1] < -60);
    if (jump < 0) continue;
    // Down the antimeridian from where the coast crosses it, along the pole, and back up.
    const [[x0, y0], [x1, y1]] = [ring[jump - 1], ring[jump]];
    const edge = 180 * Math.sign(x0);
    const crossing = y0 + ((y1 - y0) * (edge - x0)) / (x1 + 2 * edge - x0);
    ring.splice(jump, 0, [edge, crossing], [edge, -90], [-edge, -90], [-edge, crossing]);
  }
  return collection;
}

function ringsOf(collection: Land): Position[][] {
  return collection.features.flatMap(({ geometry }) =>
    geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat(),
  );
}

/**
 * The coastline as lines, cut where a line jumps across the world (an antimeridian crossing, and
 * Antarctica's closing edge): drawn, each jump would be a line across the whole map, and the
 * closing edge a hard line along the bottom of the world.
 */
function splitAtJumps(lines: MultiLineString): MultiLineString {
  const parts: Position[][] = [];
  for (const line of lines.coordinates) {
    let part: Position[] = [line[0]];
    for (let i = 1; i < line.length; i++) {
      if (Math.abs(line[i][0] - line[i - 1][0]) > 180) {
        if (part.length > 1) parts.push(part);
        part = [];
      }
      part.push(line[i]);
    }
    if (part.length > 1) parts.push(part);
  }
  return { type: 'MultiLineString', coordinates: parts };
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
