import type { MapConfig } from '@contracts';
import { OFFLINE_BUDGET } from './offline-budget';
import { OFFLINE_CACHES } from './offline-caches';

export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

interface StyleSource {
  type?: string;
  url?: string;
  tiles?: string[];
  minzoom?: number;
  maxzoom?: number;
}
interface StyleDocument {
  sources?: Record<string, StyleSource>;
  sprite?: string;
  glyphs?: string;
  layers?: { layout?: { 'text-font'?: unknown } }[];
}

const tileX = (lon: number, z: number) => Math.floor(((lon + 180) / 360) * 2 ** z);
const tileY = (lat: number, z: number) => {
  const r = (Math.max(-85, Math.min(85, lat)) * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** z);
};

/** The tiles covering the area at zoom z, as {z}/{x}/{y} triples. */
export function tilesFor(bounds: Bounds, z: number): [number, number, number][] {
  const tiles: [number, number, number][] = [];
  for (let x = tileX(bounds.west, z); x <= tileX(bounds.east, z); x++)
    for (let y = tileY(bounds.north, z); y <= tileY(bounds.south, z); y++) tiles.push([z, x, y]);
  return tiles;
}

/**
 * The zooms kept for an area: from the closest one that still fits it in a few tiles up to
 * closestZoom, stopping at the first zoom that would pass the tile count.
 */
export function tilePlan(bounds: Bounds, maxZoom: number): [number, number, number][] {
  const plan: [number, number, number][] = [];
  for (let z = 0; z <= Math.min(maxZoom, OFFLINE_BUDGET.closestZoom); z++) {
    const level = tilesFor(bounds, z);
    if (plan.length + level.length > OFFLINE_BUDGET.tileCount) break;
    plan.push(...level);
  }
  return plan;
}

/**
 * Keeps the streets style of the area (style, sprite, Latin glyphs, tiles) within the tile budget;
 * answers the bytes kept. The built-in basemap needs none of this (it is one JSON document, kept
 * with the map config); Mapbox streets need the network, and offline the map falls back to it.
 */
export async function saveStreetTiles(config: MapConfig, bounds: Bounds): Promise<number> {
  if (config.offline || config.renderer !== 'maplibre') return 0;
  const cache = await caches.open(OFFLINE_CACHES.tiles);
  let bytes = 0;
  const keep = async (url: string): Promise<Response | null> => {
    if (bytes > OFFLINE_BUDGET.tileBytes) return null;
    const response = await fetch(url, { mode: 'cors' }).catch(() => null);
    if (!response?.ok) return null;
    bytes += Number(response.headers.get('Content-Length') ?? 0) || (await response.clone().blob()).size;
    await cache.put(url, response.clone());
    return response;
  };
  const style = (await (await keep(config.style))?.json()) as StyleDocument | undefined;
  if (!style) return bytes;
  for (const source of Object.values(style.sources ?? {})) {
    const tileJson = source.url ? ((await (await keep(source.url))?.json()) as StyleSource | undefined) : source;
    const template = tileJson?.tiles?.[0];
    if (!template) continue;
    for (const [z, x, y] of tilePlan(bounds, tileJson.maxzoom ?? 14))
      await keep(template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y)));
  }
  if (style.sprite)
    for (const suffix of ['.json', '.png', '@2x.json', '@2x.png']) await keep(`${style.sprite}${suffix}`);
  for (const font of fontsOf(style))
    if (style.glyphs)
      await keep(style.glyphs.replace('{fontstack}', encodeURIComponent(font)).replace('{range}', '0-255'));
  return bytes;
}

function fontsOf(style: StyleDocument): string[] {
  const fonts = new Set<string>();
  for (const layer of style.layers ?? []) {
    const stack = layer.layout?.['text-font'];
    if (Array.isArray(stack) && stack.every((font) => typeof font === 'string')) fonts.add(stack.join(','));
  }
  return [...fonts];
}
