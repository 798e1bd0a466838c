import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/**
 * What the movie and location admin features share about their data: how their lists and records
 * are read (always afresh: another admin may have changed them) and what a write makes stale.
 */

/** A page of a catalogue list; the previous page stays on screen while the next one loads. */
export const catalogPageQuery = <T>(queryKey: QueryKey, fetch: (signal: AbortSignal) => Promise<T>) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => fetch(signal), placeholderData: keepPreviousData, staleTime: 0 });

/** The record an editor shows. */
export const catalogRecordQuery = <T>(queryKey: QueryKey, fetch: (signal: AbortSignal) => Promise<T>) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => fetch(signal), staleTime: 0 });

/** What a catalogue feature's key factory tells the writes: its record's key, and the public reads that show it. */
export interface CatalogKeys {
  detail: (id: string) => QueryKey;
  published: readonly QueryKey[];
}

/**
 * After a movie or location write every admin screen (lists, dashboard, selectors) and the public
 * reads that show the record read again. A deleted record's own query is left alone: its editor is
 * leaving, and a refetch would 404.
 */
function useRefreshAfterWrite(keys: CatalogKeys) {
  const queryClient = useQueryClient();
  return (deletedId?: string) =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: queryKeys.admin.all,
        predicate: (query) => !deletedId || !query.queryKey.includes(deletedId),
      }),
      ...keys.published.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ]);
}

/** A create or an update: the answer is the editor's record at once, then everything else reads again. */
export function useCatalogSave<R extends { id: string }, V>(write: (variables: V) => Promise<R>, keys: CatalogKeys) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterWrite(keys);
  return useMutation({
    mutationFn: write,
    onSuccess: async (record) => {
      queryClient.setQueryData(keys.detail(record.id), record);
      await refresh();
    },
  });
}

export function useCatalogDelete(remove: (id: string) => Promise<unknown>, keys: CatalogKeys) {
  const refresh = useRefreshAfterWrite(keys);
  return useMutation({ mutationFn: remove, onSuccess: (_result, id) => refresh(id) });
}
