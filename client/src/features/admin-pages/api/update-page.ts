import type { AdminPage, PageInput } from '@contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { writePageIntoList } from './get-pages';

export const updatePage = ({ id, input }: { id: string; input: PageInput }) =>
  api.put<AdminPage>(`/admin/pages/${id}`, input);

/** SPEC §4: the saved page returned by the server replaces the local copy. */
export function useUpdatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePage,
    onSuccess: (page) =>
      writePageIntoList(queryClient, (pages) => pages.map((existing) => (existing.id === page.id ? page : existing))),
  });
}
