import { createRequire } from 'node:module';
import type { FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { escapeHtml } from '../common/html-escape.js';
import { OFFLINE_BASEMAP_COLOURS } from '../contracts/map.js';
import type { PlaceImageView } from '../contracts/page-content.js';

/**
 * The picture of a place that has no photo: its surroundings drawn from Natural Earth's 1:50m
 * country shapes (world-atlas, offline), the spot marked, and (where no text beside it says so)
 * its name, city and country written on it. Every place gets its own image, so cards and search results differ and still say where
 * the place is. Plain SVG attributes only (no <style>, no script): safe under any CSP.
 */
export interface PlaceImageInput {
  name: string;
  city: string | null;
  country: string | null;
  latitude: number;
  longitude: number;
}

/**
 * Each view (contracts/page-content.ts) is composed for the box it is shown in, as
 * `object-fit: cover` crops it there: the location page's hero and the page summary draw the
 * `labelled` one at 3:2 (1200×800), so nothing of its text is cut; cards crop the `thumbnail` to
 * a square or a tall strip, so it has no text to cut and its spot in the middle stays in any crop.
 */
interface Layout {
  width: number;
  height: number;
  /** Projected degrees across the image: a country and its neighbours at mid latitudes. */
  spanDegrees: number;
  /** The spot's dot and halo radius: a thumbnail is drawn small, so its dot is larger. */
  dot: number;
  halo: number;
  labels: boolean;
}

const LAYOUTS: Record<PlaceImageView, Layout> = {
  labelled: { width: 600, height: 400, spanDegrees: 22.5, dot: 7, halo: 22, labels: true },
  thumbnail: { width: 400, height: 400, spanDegrees: 16, dot: 14, halo: 40, labels: false },
};

export const PLACE_IMAGE_WIDTH = LAYOUTS.labelled.width;
export const PLACE_IMAGE_HEIGHT = LAYOUTS.labelled.height;

/** Name lines at 26 px: about 15 px a character, so 30 fit the picture beside its margins. */
const NAME_CHARS = 30;
/** The city line at 17 px: about 10 px a character. */
const PLACE_CHARS = 48;

const require = createRequire(import.meta.url);
type CountryShape = { bbox: [number, number, number, number]; polygons: Position[][][] };
let countryShapes: CountryShape[] | null = null;

/** Parsed once, on the first image: ~0.8 MB of TopoJSON. */
function shapes(): CountryShape[] {
  if (countryShapes) return countryShapes;
  const topology = require('world-atlas/countries-50m.json') as Topology<{ countries: GeometryCollection }>;
  const countries = feature(topology, topology.objects.countries) as FeatureCollection<Polygon | MultiPolygon>;
  countryShapes = countries.features
    .filter((country) => country.geometry)
    .map((country) => {
      const polygons =
        country.geometry.type === 'Polygon' ? [country.geometry.coordinates] : country.geometry.coordinates;
      const points = polygons.flat(2);
      const lons = points.map(([lon]) => lon);
      const lats = points.map(([, lat]) => lat);
      return {
        polygons,
        bbox: [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)] as CountryShape['bbox'],
      };
    });
  return countryShapes;
}

export function buildPlaceImage(place: PlaceImageInput, view: PlaceImageView = 'labelled'): string {
  const layout = LAYOUTS[view];
  const { width, height } = layout;
  const { latitude: lat0, longitude: lon0 } = place;
  const pxPerDegree = width / layout.spanDegrees;
  const cosLat = Math.max(Math.cos((lat0 * Math.PI) / 180), 0.2);
  // Equirectangular around the place, its longitudes shrunk by cos(latitude) so shapes look right.
  const project = ([lon, lat]: Position): [number, number] => [
    width / 2 + (lon - lon0) * cosLat * pxPerDegree,
    height / 2 - (lat - lat0) * pxPerDegree,
  ];
  const lonReach = layout.spanDegrees / cosLat;
  const latReach = (height / pxPerDegree) * 0.75;
  const paths = shapes()
    .filter(({ bbox: [west, south, east, north] }) => {
      const nearLon = west - lonReach <= lon0 && lon0 <= east + lonReach;
      return (nearLon || east - west > 180) && south - latReach <= lat0 && lat0 <= north + latReach;
    })
    .map(({ polygons }) => polygonsPath(polygons, (ring) => clipToView(nearestCopy(ring, lon0).map(project), layout)))
    .filter(Boolean);

  const [x, y] = project([lon0, lat0]).map((v) => v.toFixed(1));
  const where = [place.city, place.country].filter(Boolean).join(', ');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(`Map of ${place.name}${where ? `, ${where}` : ''}`)}">`,
    `<rect width="100%" height="100%" fill="${OFFLINE_BASEMAP_COLOURS.water}"/>`,
    graticule(project, lat0, lon0),
    `<path d="${paths.join(' ')}" fill="${OFFLINE_BASEMAP_COLOURS.land}" stroke="#3b4a60" stroke-width="0.8" stroke-linejoin="round"/>`,
    `<circle cx="${x}" cy="${y}" r="${layout.halo}" fill="#f59e0b" fill-opacity="0.18"/>`,
    `<circle cx="${x}" cy="${y}" r="${layout.dot}" fill="#f59e0b" stroke="#020617" stroke-width="${layout.dot / 2.8}"/>`,
    layout.labels ? labels(place, where, layout) : '',
    `</svg>`,
  ].join('');
}

/** The name (up to two lines), city and country on a fade at the bottom; the coordinates top right. */
function labels(place: PlaceImageInput, where: string, { width, height }: Layout): string {
  const nameLines = wrap(place.name, NAME_CHARS, 2);
  const position = coordinates(place.latitude, place.longitude);
  return [
    `<defs><linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#020617" stop-opacity="0"/><stop offset="1" stop-color="#020617" stop-opacity="0.92"/></linearGradient></defs>`,
    `<rect width="100%" height="100%" fill="url(#fade)"/>`,
    `<g font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" fill="#f8fafc">`,
    ...nameLines.map(
      (line, i) =>
        `<text x="28" y="${height - 62 - (nameLines.length - 1 - i) * 31}" font-size="26" font-weight="700">${escapeHtml(line)}</text>`,
    ),
    `<text x="28" y="${height - 32}" font-size="17" fill="#fbbf24">${escapeHtml(wrap(where || position, PLACE_CHARS, 1)[0])}</text>`,
    `<text x="${width - 28}" y="30" font-size="12" fill="#94a3b8" text-anchor="end">${escapeHtml(position)}</text>`,
    `</g>`,
  ].join('');
}

/**
 * The ring with continuous longitudes (no jump where it crosses the meridian opposite the place),
 * moved whole to the copy of the world nearest the place: wrapping each point on its own drew
 * edges across the picture for shapes around that meridian (eastern Russia seen from Iceland).
 */
function nearestCopy(ring: Position[], lon0: number): Position[] {
  const unwrapped: Position[] = [];
  for (const [lon, lat] of ring) {
    const previous = unwrapped.at(-1)?.[0];
    unwrapped.push([previous === undefined ? lon : lon + 360 * Math.round((previous - lon) / 360), lat]);
  }
  const lons = unwrapped.map(([lon]) => lon);
  const shift = 360 * Math.round((lon0 - (Math.min(...lons) + Math.max(...lons)) / 2) / 360);
  return shift === 0 ? unwrapped : unwrapped.map(([lon, lat]) => [lon + shift, lat]);
}

/** `toView` projects a ring and keeps only what can show (see clipToView). */
function polygonsPath(polygons: Position[][][], toView: (ring: Position[]) => [number, number][]): string {
  const parts: string[] = [];
  for (const ring of polygons.flat()) {
    const points = toView(ring);
    let last: [number, number] | null = null;
    const kept = points.filter((point) => {
      if (last && Math.abs(point[0] - last[0]) < 0.8 && Math.abs(point[1] - last[1]) < 0.8) return false;
      last = point;
      return true;
    });
    if (kept.length >= 3) parts.push(`M${kept.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join('L')}Z`);
  }
  return parts.join('');
}

/** Just outside the picture, so a clipped edge and its stroke are never in view. */
const CLIP_MARGIN = 8;

/**
 * The part of a closed ring inside the picture plus CLIP_MARGIN (Sutherland–Hodgman against each
 * side in turn): still one closed ring, whose cut edges run along the margin. Only what can show
 * is sent: a coastline running far outside the picture (a continent around a city) would
 * otherwise be sent whole, tens of kilobytes nobody sees.
 */
export function clipToView(
  ring: [number, number][],
  { width, height }: { width: number; height: number } = LAYOUTS.labelled,
): [number, number][] {
  const [low, highX, highY] = [-CLIP_MARGIN, width + CLIP_MARGIN, height + CLIP_MARGIN];
  const sides: [axis: 0 | 1, limit: number, keepAbove: boolean][] = [
    [0, low, true],
    [0, highX, false],
    [1, low, true],
    [1, highY, false],
  ];
  let points = ring;
  for (const [axis, limit, keepAbove] of sides) {
    const inside = (point: [number, number]) => (keepAbove ? point[axis] >= limit : point[axis] <= limit);
    const clipped: [number, number][] = [];
    points.forEach((current, i) => {
      const previous = points[(i + points.length - 1) % points.length];
      if (inside(current) !== inside(previous)) {
        const t = (limit - previous[axis]) / (current[axis] - previous[axis]);
        clipped.push([previous[0] + t * (current[0] - previous[0]), previous[1] + t * (current[1] - previous[1])]);
      }
      if (inside(current)) clipped.push(current);
    });
    points = clipped;
    if (points.length === 0) break;
  }
  return points;
}

/** Meridians and parallels every 5 degrees: the sea is not an empty box. */
function graticule(project: (p: Position) => [number, number], lat0: number, lon0: number): string {
  const lines: string[] = [];
  const lonStart = Math.floor((lon0 - 60) / 5) * 5;
  const latStart = Math.floor((lat0 - 20) / 5) * 5;
  for (let lon = lonStart; lon <= lon0 + 60; lon += 5) {
    const [a, b] = [project([lon, lat0 - 20]), project([lon, lat0 + 20])];
    lines.push(`M${a[0].toFixed(1)},${a[1].toFixed(1)}L${b[0].toFixed(1)},${b[1].toFixed(1)}`);
  }
  for (let lat = latStart; lat <= lat0 + 20; lat += 5) {
    const [a, b] = [project([lon0 - 60, lat]), project([lon0 + 60, lat])];
    lines.push(`M${a[0].toFixed(1)},${a[1].toFixed(1)}L${b[0].toFixed(1)},${b[1].toFixed(1)}`);
  }
  return `<path d="${lines.join('')}" stroke="#13263d" stroke-width="1" fill="none"/>`;
}

function coordinates(lat: number, lon: number): string {
  return `${Math.abs(lat).toFixed(4)}° ${lat >= 0 ? 'N' : 'S'}, ${Math.abs(lon).toFixed(4)}° ${lon >= 0 ? 'E' : 'W'}`;
}

/** Up to `maxLines` lines of about `width` characters, the last one ending in … when cut. */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines.map((l) => (l.length > width ? `${l.slice(0, width - 1)}…` : l));
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1];
  kept[maxLines - 1] = `${last.slice(0, width - 1)}…`;
  return kept;
}
