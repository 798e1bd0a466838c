import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A renamed movie or location answers its old slug with a 301 that fetch follows, so the page gets
 * the record under its current slug: put that slug in the address bar (replacing the old entry).
 */
export function useCurrentSlug(requested: string, current: string | undefined, pathOf: (slug: string) => string): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (current && current !== requested)
      void navigate(
        { pathname: pathOf(current), search: window.location.search, hash: window.location.hash },
        { replace: true },
      );
  }, [current, requested, pathOf, navigate]);
}
