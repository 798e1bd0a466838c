import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminPagesKeys } from './keys';

/** The content as visitors will get it: the server runs the same sanitiser as on save. */
export const previewPage = (content: string) => api.post<{ html: string }>('/admin/pages/preview', { content });

export const pagePreviewQueryOptions = (content: string) =>
  queryOptions({
    queryKey: adminPagesKeys.preview(content),
    queryFn: () => previewPage(content),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 30_000,
  });

export const usePagePreview = (content: string) => useQuery(pagePreviewQueryOptions(content));
