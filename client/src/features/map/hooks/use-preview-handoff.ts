import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps the keyboard focus when the live map replaces the preview: the preview's cleanup records
 * which marker had it (`leavePreview`), and in the commit that swaps the markers the same marker on
 * the live map takes it, unless something else took it meanwhile.
 */
export function usePreviewHandoff(created: boolean, area: RefObject<HTMLElement | null>) {
  const previewFocus = useRef<string | null>(null);
  const leavePreview = useCallback((key: string | null) => (previewFocus.current = key), []);
  useLayoutEffect(() => {
    if (!created) return;
    refocusMarker(area.current, previewFocus.current);
    previewFocus.current = null;
  }, [created, area]);
  return leavePreview;
}

function refocusMarker(area: HTMLElement | null, key: string | null) {
  if (!key || !area || (document.activeElement && document.activeElement !== document.body)) return;
  area.querySelector<HTMLElement>(`[data-marker-key="${key}"]`)?.focus({ preventScroll: true });
}
