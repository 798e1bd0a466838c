import { queryKeys } from '@/lib/query-keys';

const all = [...queryKeys.admin.all, 'generations'] as const;

/** Every content-generator query key, built here only. */
export const adminGenerationsKeys = {
  all,
  config: [...all, 'config'] as const,
  history: [...all, 'history'] as const,
  detail: (id: string | null) => [...all, 'detail', id] as const,
};
