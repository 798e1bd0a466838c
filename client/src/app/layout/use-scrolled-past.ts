import { useEffect, useState } from 'react';

/** True once the window is scrolled more than `threshold` px (SPEC §9: the header changes after 10 px). */
export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(() => window.scrollY > threshold);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
