import { useCallback, useState } from 'react';

/**
 * The location whose popup is open (by its index in the map data). Selecting one starts the live
 * map (the popup belongs to it); closing the popup gives the focus back to its marker.
 */
export function useSelectedLocation(wake: () => void) {
  const [selected, setSelected] = useState<number | null>(null);
  const select = useCallback(
    (index: number) => {
      setSelected(index);
      wake();
    },
    [wake],
  );
  const drop = useCallback(() => setSelected(null), []);
  const close = useCallback(() => {
    const index = selected;
    setSelected(null);
    document.querySelector<HTMLButtonElement>(`[data-location-index="${index}"]`)?.focus({ preventScroll: true });
  }, [selected]);
  return { selected, select, drop, close };
}
