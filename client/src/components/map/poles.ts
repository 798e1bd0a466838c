import { OFFLINE_BASEMAP_COLOURS } from '@contracts';
import { MAX_LATITUDE } from './web-mercator';

/**
 * What lies beyond the built-in basemap's world, where Web Mercator is cut (85.05° N and S) and
 * the map libraries paint nothing: the Arctic Ocean above, Antarctica's land below (the server's
 * style runs its polygon to the pole, so the land reaches the world's bottom edge). A map zoomed
 * out below the world's height — a phone showing every place — carries them on there, so the
 * screen is all map, without an empty band under a hard edge.
 */
export const BEYOND_THE_POLES = { north: OFFLINE_BASEMAP_COLOURS.water, south: OFFLINE_BASEMAP_COLOURS.land } as const;

interface Projecting {
  project(lngLat: [number, number]): { x: number; y: number };
}

/**
 * Paints the live map's box beyond the poles (its canvas is transparent there): the north's colour
 * as its background, the south's from the world's bottom edge down. One pixel over the edge, under
 * the canvas's own land, so no seam shows. Written only when the edge moved on screen.
 */
export function paintBeyondThePoles(box: HTMLElement | null, map: Projecting): void {
  if (!box) return;
  const bottom = Math.floor(map.project([0, -MAX_LATITUDE]).y) - 1;
  if (painted.get(box) === bottom) return;
  painted.set(box, bottom);
  box.style.backgroundColor = BEYOND_THE_POLES.north;
  box.style.backgroundImage = `linear-gradient(transparent ${bottom}px, ${BEYOND_THE_POLES.south} ${bottom}px)`;
}

/** The bottom edge each box was last painted for (the browser rewrites the style text it is given). */
const painted = new WeakMap<HTMLElement, number>();
