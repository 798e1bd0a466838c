import type { InstantSearchProps, useHits } from 'react-instantsearch';

/**
 * The InstantSearch types this feature needs, taken from react-instantsearch's own signatures so that
 * instantsearch.js (which react-instantsearch brings) is not a dependency of its own.
 */
export type SearchClient = InstantSearchProps['searchClient'];
export type Hit<T extends object> = ReturnType<typeof useHits<T & Record<string, unknown>>>['items'][number];
