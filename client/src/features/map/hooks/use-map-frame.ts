import { useLayoutEffect, useRef, useState } from 'react';
import type { Frame } from '../lib/map-data';

/** Room around the first view's places: a cluster (up to 60 px across) on its edge stays whole. */
const MARGIN = 36;

/**
 * The map's size and the room the search panel takes, for framing the first view: measured once,
 * before the first paint, so a later resize does not re-frame a map the visitor moved.
 */
export function useMapFrame() {
  const container = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [frame, setFrame] = useState<Frame | undefined>();
  useLayoutEffect(() => setFrame(measureFrame(container.current, panel.current)), []);
  return { container, panel, frame };
}

/**
 * On a wide screen the panel sits on the left, on a phone it spans the top. Read from the page
 * itself, so any layout change is followed.
 */
function measureFrame(container: HTMLElement | null, panel: HTMLElement | null): Frame | undefined {
  if (!container || !panel) return undefined;
  const box = container.getBoundingClientRect();
  const covered = panel.getBoundingClientRect();
  const padding = { top: MARGIN, right: MARGIN, bottom: MARGIN, left: MARGIN };
  if (covered.width > box.width * 0.6) padding.top = covered.bottom - box.top + MARGIN;
  else padding.left = covered.right - box.left + MARGIN;
  return { width: box.width, height: box.height, padding };
}
