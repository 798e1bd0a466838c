import { useEffect, useState, type PointerEvent } from 'react';
import type { AddAreaStopsInput } from '@contracts';
import { areaBox } from '../lib/area-box';

/** What the drawing needs of the map: screen points to coordinates. */
interface UnprojectingMap {
  unproject(point: [number, number]): { lng: number; lat: number };
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Smaller than this (px) is a tap, not a box. */
const MIN_SIDE = 12;

/**
 * Drawing a box over the map with the pointer (mouse, pen or finger): the overlay takes the
 * pointer while drawing, so the map does not pan; Escape cancels. The box is handed on in
 * coordinates as the server takes them.
 */
export function useBoxDraw(
  map: UnprojectingMap | undefined,
  active: boolean,
  onBox: (box: AddAreaStopsInput) => void,
  onCancel: () => void,
) {
  const [start, setStart] = useState<{ x: number; y: number } | null>(null);
  const [rect, setRect] = useState<Rect | null>(null);

  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setStart(null);
      setRect(null);
      onCancel();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, onCancel]);

  const pointAt = (event: PointerEvent<HTMLElement>) => {
    const bounds = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - bounds.left, y: event.clientY - bounds.top };
  };

  return {
    rect,
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        event.currentTarget.setPointerCapture?.(event.pointerId);
        const point = pointAt(event);
        setStart(point);
        setRect({ ...point, width: 0, height: 0 });
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        if (!start) return;
        const point = pointAt(event);
        setRect({
          x: Math.min(start.x, point.x),
          y: Math.min(start.y, point.y),
          width: Math.abs(point.x - start.x),
          height: Math.abs(point.y - start.y),
        });
      },
      onPointerUp: () => {
        const drawn = rect;
        setStart(null);
        setRect(null);
        if (!map || !drawn || drawn.width < MIN_SIDE || drawn.height < MIN_SIDE) return;
        const corner = (x: number, y: number) => map.unproject([x, y]);
        onBox(areaBox(corner(drawn.x, drawn.y), corner(drawn.x + drawn.width, drawn.y + drawn.height)));
      },
    },
  };
}
