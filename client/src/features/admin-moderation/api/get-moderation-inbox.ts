import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CONTRIBUTION_ROUTES, type ModerationInboxPage, type ModerationItemKind } from '@contracts/contributions';
import { api } from '@/lib/api-client';
import { contractRoute } from '@/lib/contract-route';
import { adminModerationKeys } from './keys';

export const INBOX_PAGE_SIZE = 20;

/** GET /api/admin/moderation: reported reviews and suggestions, oldest waiting first, of one kind or all. */
export const getModerationInbox = (kind: ModerationItemKind | null, page: number, signal?: AbortSignal) =>
  api.get<ModerationInboxPage>(
    contractRoute(CONTRIBUTION_ROUTES.inbox),
    { kind, offset: (page - 1) * INBOX_PAGE_SIZE, limit: INBOX_PAGE_SIZE },
    signal,
  );

export const moderationInboxQueryOptions = (kind: ModerationItemKind | null, page: number) =>
  queryOptions({
    queryKey: adminModerationKeys.inbox(kind, page),
    queryFn: ({ signal }) => getModerationInbox(kind, page, signal),
    placeholderData: keepPreviousData,
  });

export const useModerationInbox = (kind: ModerationItemKind | null, page: number) =>
  useQuery(moderationInboxQueryOptions(kind, page));
