/**
 * How an email link's token is read: as a query (not an effect) so StrictMode's double mount sends
 * the single-use token once, never again (no retry, no refetch), and only when the link has one.
 */
export const singleUseLinkOptions = (token: string) =>
  ({ enabled: token !== '', retry: false, staleTime: Infinity, gcTime: Infinity }) as const;
