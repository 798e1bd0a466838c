import { useCallback, useEffect, useState, type RefObject } from 'react';

/** What a visitor does to a map: any of these on the preview starts the live map. */
const WAKE_EVENTS = ['pointerdown', 'pointermove', 'wheel', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * The live map (MapLibre/Mapbox GL, drawn with WebGL) starts when the visitor first touches,
 * points at, scrolls or focuses the map, or calls `wake` (an action that needs it), not while the
 * page loads: until then the preview shows the same view as a picture with the same markers
 * (ARCHITECTURE: /map opens on a preview). Starting a WebGL map costs a phone's main thread seconds
 * of blocking work; a visitor who only looks never pays it, and one who reaches for the map finds
 * it ready in a moment.
 */
export function useLiveMap(area: RefObject<HTMLElement | null>) {
  const [live, setLive] = useState(false);
  const wake = useCallback(() => setLive(true), []);
  useEffect(() => {
    const element = area.current;
    if (live || !element) return;
    const onEvent = (event: Event) => {
      // A touch's pointermove comes after its pointerdown; a mouse merely passing over counts.
      if (event.type === 'pointermove' && (event as PointerEvent).pointerType !== 'mouse') return;
      wake();
    };
    for (const type of WAKE_EVENTS) element.addEventListener(type, onEvent, { passive: true });
    return () => {
      for (const type of WAKE_EVENTS) element.removeEventListener(type, onEvent);
    };
  }, [area, live, wake]);
  return { live, wake };
}
