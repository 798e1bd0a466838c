import { queryKeys } from '@/lib/query-keys';

/** Every settings-editor query key, built here only. */
export const adminSettingsKeys = {
  all: [...queryKeys.admin.all, 'settings'] as const,
};
