import type { ModerationItemKind } from '@contracts/contributions';
import { queryKeys } from '@/lib/query-keys';

const all = [...queryKeys.admin.all, 'moderation'] as const;

/** Every moderation-inbox query key, built here only. */
export const adminModerationKeys = {
  all,
  inbox: (kind: ModerationItemKind | null, page: number) => [...all, 'inbox', kind, page] as const,
  suggestion: (id: string) => [...all, 'suggestion', id] as const,
};
