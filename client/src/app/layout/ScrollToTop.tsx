import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** SPEC §2: the page scrolls to top on every path change (query or hash changes keep the position). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
