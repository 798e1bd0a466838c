import type { AdminPage } from '@contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getAdminPages = (signal?: AbortSignal) => api.get<AdminPage[]>('/admin/pages', undefined, signal);

/** SPEC §7: all pages (published or not), ordered by title. */
export const adminPagesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'pages'],
    queryFn: ({ signal }) => getAdminPages(signal),
    refetchOnWindowFocus: false,
  });

export const useAdminPages = () => useQuery(adminPagesQueryOptions());
