import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readSearchUrl, writeSearchUrl, type SearchUrlState } from '../lib/search-url';

/**
 * The search state is the URL (reload and back restore it). Typing replaces the entry;
 * switching tabs or filters adds one, so Back steps through what the visitor chose.
 */
export function useSearchUrl() {
  const [params, setParams] = useSearchParams();
  const state = readSearchUrl(params);
  const update = useCallback(
    (change: Partial<SearchUrlState>, options: { replace?: boolean } = {}) =>
      setParams((current) => writeSearchUrl(current, change), { replace: options.replace ?? false }),
    [setParams],
  );
  return { state, update };
}
