import type { AdminPage } from '@contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminPagesQueryOptions } from './get-pages';

/** SPEC §4: the server creates 'New Page' / new-page (suffixed when taken), unpublished and empty. */
export const createPage = () => api.post<AdminPage>('/admin/pages');

export function useCreatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPage,
    onSuccess: (page) =>
      queryClient.setQueryData(adminPagesQueryOptions().queryKey, (pages = []) =>
        [...pages, page].sort((a, b) => a.title.localeCompare(b.title)),
      ),
  });
}
