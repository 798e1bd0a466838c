import { queryOptions } from '@tanstack/react-query';
import type { SiteSettings } from '@contracts';
import { api } from '@/lib/api-client';

export const getSettings = (): Promise<SiteSettings> => api.get<SiteSettings>('/settings');

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings'], queryFn: getSettings, staleTime: Infinity, retry: 1 });
