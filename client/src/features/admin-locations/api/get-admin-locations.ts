import type { AdminLocationRow, AdminPageOf } from '@contracts/admin-catalog';
import { useQuery } from '@tanstack/react-query';
import { catalogPageQuery } from '@/lib/admin-catalog';
import { api } from '@/lib/api-client';
import { adminLocationsKeys } from './keys';

export interface LocationListParams {
  q?: string;
  movie_id?: string;
  country?: string;
  verified?: 'true' | 'false';
  after?: string;
  before?: string;
}

/** A page of locations, with every country the filter can offer. */
export type AdminLocationsPage = AdminPageOf<AdminLocationRow> & { countries: string[] };

export const getAdminLocations = (params: LocationListParams, signal?: AbortSignal) =>
  api.get<AdminLocationsPage>('/admin/locations', { ...params }, signal);

export const adminLocationsQueryOptions = (params: LocationListParams) =>
  catalogPageQuery(adminLocationsKeys.list(params), (signal) => getAdminLocations(params, signal));

export const useAdminLocations = (params: LocationListParams) => useQuery(adminLocationsQueryOptions(params));
