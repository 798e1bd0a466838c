import { useEffect, useRef, type RefObject } from 'react';
import { panCamera, type Camera } from '@/components/map/web-mercator';

/** Pixels a pointer moves before a press becomes a drag (a marker's click stays a click). */
const DRAG_THRESHOLD = 4;

/**
 * The picture and its markers follow a dragging pointer (mouse, pen or finger). A drag that ends
 * on a marker is not a click on it.
 */
export function usePreviewPan(
  section: RefObject<HTMLElement | null>,
  camera: Camera,
  onPan: (camera: Camera, done: boolean) => void,
) {
  const latest = useRef({ camera, onPan });
  useEffect(() => {
    latest.current = { camera, onPan };
  });
  useEffect(() => {
    const element = section.current;
    if (!element) return;
    const onDown = (down: PointerEvent) => {
      if (!down.isPrimary || down.button !== 0 || (down.target as Element).closest('button:not([data-marker-key])'))
        return;
      const start = latest.current.camera;
      let dragged = false;
      const onMove = (move: PointerEvent) => {
        if (move.pointerId !== down.pointerId) return;
        const [dx, dy] = [move.clientX - down.clientX, move.clientY - down.clientY];
        if (!dragged && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
        dragged = true;
        latest.current.onPan(panCamera(start, dx, dy), false);
      };
      const onUp = (up: PointerEvent) => {
        if (up.pointerId !== down.pointerId) return;
        window.removeEventListener('pointermove', onMove);
        window.removeEventListener('pointerup', onUp);
        window.removeEventListener('pointercancel', onUp);
        if (!dragged) return;
        latest.current.onPan(latest.current.camera, true);
        // The click that follows a drag released over a marker is not the visitor's.
        const swallow = (click: Event) => click.stopPropagation();
        element.addEventListener('click', swallow, { capture: true, once: true });
        setTimeout(() => element.removeEventListener('click', swallow, { capture: true }), 0);
      };
      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', onUp);
      window.addEventListener('pointercancel', onUp);
    };
    element.addEventListener('pointerdown', onDown);
    return () => element.removeEventListener('pointerdown', onDown);
  }, [section]);
}
