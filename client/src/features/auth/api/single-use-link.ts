import { queryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * An email link's token, sent as a query (not an effect) so StrictMode's double mount sends the
 * single-use token once and never again (no retry, no refetch), and only when the link has one.
 */
export const singleUseLinkQuery = <T>(queryKey: QueryKey, token: string, send: (token: string) => Promise<T>) =>
  queryOptions({
    queryKey,
    queryFn: () => send(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
