import type { AdminDashboard } from '@contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getDashboard = (signal?: AbortSignal) => api.get<AdminDashboard>('/admin/dashboard', undefined, signal);

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.dashboard, queryFn: ({ signal }) => getDashboard(signal) });

export const useDashboard = () => useQuery(dashboardQueryOptions());
