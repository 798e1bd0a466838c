import type { AdminSettings } from '@contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminSettingsKeys } from './keys';

export const getAdminSettings = (signal?: AbortSignal) => api.get<AdminSettings>('/admin/settings', undefined, signal);

export const adminSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminSettingsKeys.all, queryFn: ({ signal }) => getAdminSettings(signal) });

export const useAdminSettings = () => useQuery(adminSettingsQueryOptions());
