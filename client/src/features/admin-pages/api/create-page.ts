import type { AdminPage } from '@contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { writePageIntoList } from './get-pages';

/** SPEC §4: the server creates 'New Page' / new-page (suffixed when taken), unpublished and empty. */
export const createPage = () => api.post<AdminPage>('/admin/pages');

export function useCreatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPage,
    onSuccess: (page) =>
      writePageIntoList(queryClient, (pages) =>
        [...pages.filter((existing) => existing.id !== page.id), page].sort((a, b) => a.title.localeCompare(b.title)),
      ),
  });
}
