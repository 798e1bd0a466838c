import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { PAGE_DATA_ID } from '@contracts';

/**
 * The API answers the server wrote into the page (server/src/web/page-head.ts: `data`), by request
 * path. Each is used once, by the first render of the page it came with: later visits to the same
 * page fetch as usual, so they never show data older than the cache rules allow.
 */
let pageData: Record<string, unknown> | null = null;

function read(): Record<string, unknown> {
  if (pageData) return pageData;
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID);
  try {
    pageData = element?.textContent ? (JSON.parse(element.textContent) as Record<string, unknown>) : {};
  } catch {
    // A damaged block costs a fetch, nothing more.
    pageData = {};
  }
  return pageData;
}

/** A mark the server set on the whole document (not an API answer): it holds for the document's life. */
export function pageDataMark(key: string): boolean {
  return read()[key] === true;
}

/** The embedded answer for `/api…` `path`, once; undefined when the page did not come with it. */
export function takePageData<T>(path: string): T | undefined {
  const data = read();
  if (!(path in data)) return undefined;
  const answer = data[path] as T;
  delete data[path];
  return answer;
}

/**
 * Puts the page's embedded answer for `apiPath` (the path the query function requests, without
 * `/api`) in the cache under the query's key, so the page renders with it at once; false when the
 * page did not come with it (the caller fetches).
 */
export function seedFromPage(queryClient: QueryClient, query: { queryKey: QueryKey }, apiPath: string): boolean {
  const answer = takePageData(`/api${apiPath}`);
  if (answer === undefined) return false;
  queryClient.setQueryData(query.queryKey, answer);
  return true;
}

/**
 * The page's embedded answer when it came with one (its first render has the data), else the
 * query's fetch started now, side by side with the page's chunk (an in-app navigation).
 */
export function seedOrPrefetch<T, Key extends QueryKey>(
  queryClient: QueryClient,
  query: FetchQueryOptions<T, Error, T, Key>,
  apiPath: string,
): void {
  if (!seedFromPage(queryClient, query, apiPath)) void queryClient.prefetchQuery(query);
}
