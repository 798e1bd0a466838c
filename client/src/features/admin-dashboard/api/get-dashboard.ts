import type { AdminDashboard } from '@contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getDashboard = (signal?: AbortSignal) => api.get<AdminDashboard>('/admin/dashboard', undefined, signal);

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'dashboard'], queryFn: ({ signal }) => getDashboard(signal) });

export const useDashboard = () => useQuery(dashboardQueryOptions());
