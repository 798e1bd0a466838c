import { useEffect, useState } from 'react';

/** True once the window is scrolled more than `threshold` px (SPEC §9: the header changes after 10 px). */
export function useScrolledPast(threshold: number): boolean {
  // Read while rendering, before this commit changes the page: the layout is still clean then.
  const [scrolled, setScrolled] = useState(() => window.scrollY > threshold);
  useEffect(() => {
    // Not read again here: right after the first commit it would force the whole new page's layout
    // inside this task (~110 ms on the home page here) instead of in the frame that paints it.
    // A restored scroll position arrives as a scroll event.
    const update = () => setScrolled(window.scrollY > threshold);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
