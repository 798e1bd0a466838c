import { queryOptions } from '@tanstack/react-query';
import type { SiteSettings } from '@contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getSettings = (): Promise<SiteSettings> => api.get<SiteSettings>('/settings');

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.settings.all, queryFn: getSettings, staleTime: Infinity, retry: 1 });
