import type { AdminLocation } from '@contracts/admin-catalog';
import { useQuery } from '@tanstack/react-query';
import { catalogRecordQuery } from '@/lib/admin-catalog';
import { api } from '@/lib/api-client';
import { adminLocationsKeys } from './keys';

export const getAdminLocation = (id: string, signal?: AbortSignal) =>
  api.get<AdminLocation>(`/admin/locations/${id}`, undefined, signal);

export const adminLocationQueryOptions = (id: string) =>
  catalogRecordQuery(adminLocationsKeys.detail(id), (signal) => getAdminLocation(id, signal));

export const useAdminLocation = (id: string) => useQuery(adminLocationQueryOptions(id));
