import { useState } from 'react';

/**
 * The stop picked on the map: its card in the list is outlined, scrolled to and focused, so a
 * keyboard or screen-reader user lands on it as a pointer user sees it.
 */
export function useStopSelection() {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const select = (stopId: string) => {
    setSelectedId(stopId);
    const card = document.getElementById(`stop-${stopId}`);
    card?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    card?.focus({ preventScroll: true });
  };
  return { selectedId, select };
}
