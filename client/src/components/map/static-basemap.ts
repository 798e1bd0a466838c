import { mercatorX, mercatorY, nearestCopy, project, worldSize, type Camera, type ScreenSize } from './web-mercator';

/**
 * The built-in basemap's style (GET /api/map/basemap/style.json: inline GeoJSON sources, a
 * background, fills, lines and a text layer) drawn with a 2D canvas: the /map preview's picture
 * (ARCHITECTURE: first view of /map). Reading the style itself keeps one source of truth for
 * colours, widths and the label rules; anything this small renderer does not know is skipped.
 */
export interface StaticBasemap {
  layers: PreparedLayer[];
}

type Shapes = Float64Array[]; // each one ring or line: x0, y0, x1, y1, … as fractions of the world

interface Label {
  text: string;
  x: number;
  y: number;
  priority: number;
}

type PreparedLayer =
  | { type: 'background'; colour: string }
  | { type: 'fill'; colour: string; shapes: Shapes }
  | { type: 'line'; colour: string; width: number; dash: number[]; shapes: Shapes }
  | {
      type: 'text';
      minZoom: number;
      size: (zoom: number) => number;
      colour: string;
      halo: { colour: string; width: number };
      maxWidth: number;
      labels: Label[];
    };

interface StyleLayer {
  type: string;
  source?: string;
  minzoom?: number;
  paint?: Record<string, unknown>;
  layout?: Record<string, unknown>;
}

interface StyleDocument {
  sources?: Record<string, { type?: string; data?: unknown }>;
  layers?: StyleLayer[];
}

type Geometry = { type: string; coordinates?: unknown; geometries?: Geometry[] };
type GeoFeature = { type: 'Feature'; geometry: Geometry | null; properties?: Record<string, unknown> | null };

/** Projects every source once, so drawing a view is only moving and scaling. */
export function prepareBasemap(style: StyleDocument): StaticBasemap {
  const features = (source?: string) => collect(source ? style.sources?.[source]?.data : undefined);
  const layers: PreparedLayer[] = [];
  for (const layer of style.layers ?? []) {
    const paint = layer.paint ?? {};
    const layout = layer.layout ?? {};
    if (layer.type === 'background') layers.push({ type: 'background', colour: text(paint['background-color']) });
    else if (layer.type === 'fill')
      layers.push({ type: 'fill', colour: text(paint['fill-color']), shapes: shapesOf(features(layer.source), 2) });
    else if (layer.type === 'line') {
      const width = number(paint['line-width'], 1);
      const dash = Array.isArray(paint['line-dasharray']) ? (paint['line-dasharray'] as number[]) : [];
      layers.push({
        type: 'line',
        colour: text(paint['line-color']),
        width,
        // MapLibre's dashes are in line widths.
        dash: dash.map((part) => part * width),
        shapes: shapesOf(features(layer.source), 1),
      });
    } else if (layer.type === 'symbol' && isNameField(layout['text-field']))
      layers.push({
        type: 'text',
        minZoom: layer.minzoom ?? 0,
        size: zoomFunction(layout['text-size'], 16),
        colour: text(paint['text-color']),
        halo: { colour: text(paint['text-halo-color']), width: number(paint['text-halo-width'], 0) },
        maxWidth: number(layout['text-max-width'], 10),
        labels: labelsOf(features(layer.source)),
      });
  }
  return { layers };
}

/**
 * Draws the view into a canvas sized to the screen (times the device pixel ratio); `beyond` colours
 * what lies past the world's top and bottom edges (see BEYOND_THE_POLES), else the background does.
 */
export function drawBasemap(
  context: CanvasRenderingContext2D,
  basemap: StaticBasemap,
  camera: Camera,
  size: ScreenSize,
  pixelRatio: number,
  beyond?: { north: string; south: string },
): void {
  context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  context.clearRect(0, 0, size.width, size.height);
  const scale = worldSize(camera.zoom);
  const left = mercatorX(camera.longitude) * scale - size.width / 2;
  const top = mercatorY(camera.latitude) * scale - size.height / 2;
  // Every copy of the world the screen shows, as the live map draws them.
  const offsets: number[] = [];
  for (let copy = Math.floor(left / scale); copy * scale < left + size.width; copy++) offsets.push(copy * scale - left);
  const trace = (shape: Float64Array, dx: number) => {
    context.moveTo(shape[0] * scale + dx, shape[1] * scale - top);
    for (let i = 2; i < shape.length; i += 2) context.lineTo(shape[i] * scale + dx, shape[i + 1] * scale - top);
  };
  for (const layer of basemap.layers) {
    if (layer.type === 'background') {
      context.fillStyle = layer.colour;
      context.fillRect(0, 0, size.width, size.height);
      if (beyond) drawBeyondThePoles(context, beyond, -top, scale - top, size);
    } else if (layer.type === 'fill') {
      // One ring at a time: a software canvas fills 300 small paths in a seventh of the time it
      // takes for one path of them all. A hole's ring is filled too; in this basemap every hole
      // is an enclave (Lesotho in South Africa), land of the same colour.
      context.fillStyle = layer.colour;
      for (const dx of offsets)
        for (const shape of layer.shapes) {
          context.beginPath();
          trace(shape, dx);
          context.fill();
        }
    } else if (layer.type === 'line') {
      context.beginPath();
      for (const dx of offsets) for (const shape of layer.shapes) trace(shape, dx);
      context.strokeStyle = layer.colour;
      context.lineWidth = layer.width;
      context.setLineDash(layer.dash);
      context.stroke();
      context.setLineDash([]);
    } else if (camera.zoom >= layer.minZoom) drawLabels(context, layer, camera, size);
  }
}

/**
 * Past the world's top edge and bottom edge (on screen at `north` and `south`), each reaching a
 * pixel into the world, under the land the layers then draw there, so no seam shows.
 */
function drawBeyondThePoles(
  context: CanvasRenderingContext2D,
  colours: { north: string; south: string },
  north: number,
  south: number,
  size: ScreenSize,
): void {
  if (north > 0) {
    context.fillStyle = colours.north;
    context.fillRect(0, 0, size.width, north + 1);
  }
  if (south < size.height) {
    context.fillStyle = colours.south;
    context.fillRect(0, south - 1, size.width, size.height - south + 1);
  }
}

type TextLayer = Extract<PreparedLayer, { type: 'text' }>;

/** Labels in priority order, each one skipped where it would overlap one already placed. */
function drawLabels(context: CanvasRenderingContext2D, layer: TextLayer, camera: Camera, size: ScreenSize): void {
  const fontSize = layer.size(camera.zoom);
  const lineHeight = fontSize * 1.2;
  context.font = `${fontSize}px sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.lineJoin = 'round';
  const placed: [number, number, number, number][] = [];
  for (const label of layer.labels) {
    const point = project(camera, size, nearestCopy(label.x, camera.longitude), label.y);
    if (point.x < -100 || point.y < -50 || point.x > size.width + 100 || point.y > size.height + 50) continue;
    const lines = wrap(context, label.text, layer.maxWidth * fontSize);
    const width = Math.max(...lines.map((line) => context.measureText(line).width));
    const box: [number, number, number, number] = [
      point.x - width / 2 - 2,
      point.y - (lines.length * lineHeight) / 2 - 2,
      point.x + width / 2 + 2,
      point.y + (lines.length * lineHeight) / 2 + 2,
    ];
    if (placed.some((other) => box[0] < other[2] && other[0] < box[2] && box[1] < other[3] && other[1] < box[3]))
      continue;
    placed.push(box);
    lines.forEach((line, i) => {
      const y = point.y + (i - (lines.length - 1) / 2) * lineHeight;
      if (layer.halo.width > 0) {
        context.strokeStyle = layer.halo.colour;
        context.lineWidth = layer.halo.width * 2;
        context.strokeText(line, point.x, y);
      }
      context.fillStyle = layer.colour;
      context.fillText(line, point.x, y);
    });
  }
}

function wrap(context: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.length - 1;
    if (last >= 0 && context.measureText(`${lines[last]} ${word}`).width <= maxWidth) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}

function collect(data: unknown): GeoFeature[] {
  if (!data || typeof data !== 'object') return [];
  const value = data as { type?: string; features?: GeoFeature[] };
  if (value.type === 'FeatureCollection') return value.features ?? [];
  if (value.type === 'Feature') return [data as GeoFeature];
  return [{ type: 'Feature', geometry: data as Geometry, properties: {} }];
}

/** Rings of polygons (depth 2) or lines (depth 1), projected. */
function shapesOf(features: GeoFeature[], depth: 1 | 2): Shapes {
  const shapes: Shapes = [];
  const add = (line: number[][]) => {
    const shape = new Float64Array(line.length * 2);
    line.forEach(([longitude, latitude], i) => {
      shape[i * 2] = mercatorX(longitude);
      shape[i * 2 + 1] = mercatorY(latitude);
    });
    shapes.push(shape);
  };
  const visit = (geometry: Geometry | null) => {
    if (!geometry) return;
    const { type, coordinates } = geometry;
    if (type === 'GeometryCollection') geometry.geometries?.forEach(visit);
    else if (depth === 2 && type === 'Polygon') (coordinates as number[][][]).forEach(add);
    else if (depth === 2 && type === 'MultiPolygon') (coordinates as number[][][][]).flat().forEach(add);
    else if (depth === 1 && type === 'LineString') add(coordinates as number[][]);
    else if (depth === 1 && type === 'MultiLineString') (coordinates as number[][][]).forEach(add);
    // A line layer over polygons draws their outlines (the coastline layer does).
    else if (depth === 1 && type === 'Polygon') (coordinates as number[][][]).forEach(add);
    else if (depth === 1 && type === 'MultiPolygon') (coordinates as number[][][][]).flat().forEach(add);
  };
  features.forEach((feature) => visit(feature.geometry));
  return shapes;
}

/** Point labels, the larger ranks first (the style's symbol-sort-key is the rank, negated). */
function labelsOf(features: GeoFeature[]): Label[] {
  return features
    .flatMap((feature) => {
      const geometry = feature.geometry;
      const name = feature.properties?.name;
      if (geometry?.type !== 'Point' || typeof name !== 'string') return [];
      const [longitude, latitude] = geometry.coordinates as number[];
      return [{ text: name, x: longitude, y: latitude, priority: Number(feature.properties?.rank ?? 0) }];
    })
    .sort((a, b) => b.priority - a.priority);
}

const isNameField = (field: unknown) => Array.isArray(field) && field[0] === 'get' && field[1] === 'name';
const text = (value: unknown) => (typeof value === 'string' ? value : '#000');
const number = (value: unknown, otherwise: number) => (typeof value === 'number' ? value : otherwise);

/** A number, or ['interpolate', ['linear'], ['zoom'], z0, v0, z1, v1, …] evaluated at a zoom. */
function zoomFunction(value: unknown, otherwise: number): (zoom: number) => number {
  if (typeof value === 'number') return () => value;
  if (!Array.isArray(value) || value[0] !== 'interpolate') return () => otherwise;
  const stops: [number, number][] = [];
  for (let i = 3; i + 1 < value.length; i += 2) stops.push([Number(value[i]), Number(value[i + 1])]);
  if (!stops.length) return () => otherwise;
  return (zoom) => {
    if (zoom <= stops[0][0]) return stops[0][1];
    for (let i = 1; i < stops.length; i++) {
      const [z1, v1] = stops[i];
      const [z0, v0] = stops[i - 1];
      if (zoom <= z1) return v0 + ((v1 - v0) * (zoom - z0)) / (z1 - z0);
    }
    return stops[stops.length - 1][1];
  };
}
