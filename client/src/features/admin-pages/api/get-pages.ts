import type { AdminPage } from '@contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminPagesKeys } from './keys';

export const getAdminPages = (signal?: AbortSignal) => api.get<AdminPage[]>('/admin/pages', undefined, signal);

/** SPEC §7: all pages (published or not), ordered by title. */
export const adminPagesQueryOptions = () =>
  queryOptions({
    queryKey: adminPagesKeys.all,
    queryFn: ({ signal }) => getAdminPages(signal),
    refetchOnWindowFocus: false,
  });

export const useAdminPages = () => useQuery(adminPagesQueryOptions());

/**
 * Writes a page the server just returned into the cached list. A list read still in flight was
 * asked before the write, so its answer would drop the page (an editor who clicks Add Page while
 * the list loads would see "Select a page"): it is cancelled, the page goes in, and the list is
 * read again to fill in what the cancelled read would have brought.
 */
export async function writePageIntoList(
  queryClient: QueryClient,
  merge: (pages: AdminPage[]) => AdminPage[],
): Promise<void> {
  const { queryKey } = adminPagesQueryOptions();
  const readInFlight = queryClient.isFetching({ queryKey }) > 0;
  await queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData(queryKey, (pages = []) => merge(pages));
  if (readInFlight) void queryClient.invalidateQueries({ queryKey });
}
