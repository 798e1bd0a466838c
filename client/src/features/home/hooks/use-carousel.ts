import { useCallback, useEffect, useState } from 'react';

interface CarouselOptions {
  count: number;
  /** SPEC §9: 5000 ms between slides. */
  intervalMs: number;
  /** False when autoplay must not run at all (one slide, reduced motion). */
  autoplay: boolean;
}

/**
 * Index and autoplay state of a carousel (SPEC §2 Home): the index wraps both ways,
 * autoplay pauses while hovered and stops for good after any manual navigation.
 */
export function useCarousel({ count, intervalMs, autoplay }: CarouselOptions) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [stopped, setStopped] = useState(false);
  const playing = autoplay && count > 1 && !stopped;

  useEffect(() => {
    if (!playing || hovered) return;
    // Re-armed on every index change, so a slide always gets its full interval.
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [playing, hovered, index, count, intervalMs]);

  const goTo = useCallback(
    (target: number) => {
      setStopped(true);
      setIndex(((target % count) + count) % count);
    },
    [count],
  );

  return {
    index: count > 0 ? Math.min(index, count - 1) : 0,
    playing,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
    setHovered,
    /** The explicit play/pause control (WCAG 2.2.2) can restart what manual navigation stopped. */
    setStopped,
  };
}
