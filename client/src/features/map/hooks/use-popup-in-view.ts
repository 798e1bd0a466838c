import { useEffect, type RefObject } from 'react';
import type { PopupInstance } from 'react-map-gl/maplibre';
import { useMapComponents } from '@/components/map/renderer';

/** Room kept between an open popup and the map's edges or the search panel. */
const ROOM = 12;

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The least move of the map (x, y in pixels, the way the ground moves) that brings `item` inside
 * `map` and clear of `panel`, `room` pixels from each. Out from under the panel the shorter way that
 * stays on the map: below it, or beside it (on a phone the panel spans the map's width: below).
 */
export function shiftIntoView(item: Box, map: Box, panel: Box | null, room = ROOM): { x: number; y: number } {
  let x = intoRange(item.left, item.right, map.left + room, map.right - room);
  let y = intoRange(item.top, item.bottom, map.top + room, map.bottom - room);
  const moved = { left: item.left + x, top: item.top + y, right: item.right + x, bottom: item.bottom + y };
  if (panel && overlaps(moved, panel, room)) {
    const down = panel.bottom + room - moved.top;
    const beside = panel.right + room - moved.left;
    const fitsBelow = moved.bottom + down <= map.bottom - room;
    const fitsBeside = moved.right + beside <= map.right - room;
    if (fitsBeside && (!fitsBelow || beside < down)) x += beside;
    else y += down;
  }
  return { x, y };
}

/** The shift that brings [start, end] inside [min, max]; its start first when it is longer. */
function intoRange(start: number, end: number, min: number, max: number): number {
  if (start < min) return min - start;
  if (end > max) return Math.max(max - end, min - start);
  return 0;
}

const overlaps = (a: Box, b: Box, room: number) =>
  a.left < b.right + room && b.left - room < a.right && a.top < b.bottom + room && b.top - room < a.bottom;

/**
 * A popup opened near the map's edge (or under the search panel) would show half off-screen, with
 * its place's own marker: the map pans the least it takes to show both whole, once the popup of a
 * new location is on the map. Before the map's first frame ('load') it jumps, as useLiveMapCamera does.
 */
export function usePopupInView(
  popup: RefObject<PopupInstance | null>,
  location: number,
  panel: RefObject<HTMLElement | null> | undefined,
) {
  const { useMap } = useMapComponents();
  const map = useMap().current;
  useEffect(() => {
    // The next frame: the popup's own effect has added it to the map by then, and any move the
    // live map was started with has been applied.
    const frame = requestAnimationFrame(() => {
      const element = popup.current?.getElement();
      if (!map || !element?.isConnected) return;
      const box = map.getContainer().getBoundingClientRect();
      const { lng, lat } = popup.current!.getLngLat();
      const point = map.project([lng, lat]);
      const { left, top, right, bottom } = element.getBoundingClientRect();
      const item = {
        left: Math.min(left, box.left + point.x),
        top: Math.min(top, box.top + point.y),
        right: Math.max(right, box.left + point.x),
        bottom: Math.max(bottom, box.top + point.y),
      };
      const { x, y } = shiftIntoView(item, box, panel?.current?.getBoundingClientRect() ?? null);
      if (x || y) map.panBy([-x, -y], { duration: map.loaded() ? 300 : 0 });
    });
    return () => cancelAnimationFrame(frame);
  }, [map, popup, panel, location]);
}
