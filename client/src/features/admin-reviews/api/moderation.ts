import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModeratedReview, ModerationFilter, Paginated } from '@contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const MODERATION_PAGE_SIZE = 20;

const moderationKey = ['admin', 'reviews'] as const;

export const getModeratedReviews = (filter: ModerationFilter, page: number, signal?: AbortSignal) =>
  api.get<Paginated<ModeratedReview>>(
    '/admin/reviews',
    { filter, offset: (page - 1) * MODERATION_PAGE_SIZE, limit: MODERATION_PAGE_SIZE },
    signal,
  );

export const useModeratedReviews = (filter: ModerationFilter, page: number) =>
  useQuery({
    queryKey: [...moderationKey, filter, page],
    queryFn: ({ signal }) => getModeratedReviews(filter, page, signal),
    placeholderData: keepPreviousData,
  });

type Action = { id: string } & ({ kind: 'hide'; reason: string } | { kind: 'restore' } | { kind: 'dismiss' });

const send = (action: Action) => {
  if (action.kind === 'hide') return api.post<void>(`/admin/reviews/${action.id}/hide`, { reason: action.reason });
  if (action.kind === 'restore') return api.post<void>(`/admin/reviews/${action.id}/restore`);
  return api.post<void>(`/admin/reviews/${action.id}/dismiss-reports`);
};

/** Every action changes the lists, the dashboard's count and the place's public reviews and rating. */
export function useModerationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: moderationKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.locations.all });
      void queryClient.invalidateQueries({ queryKey: ['reviews'] });
    },
  });
}
