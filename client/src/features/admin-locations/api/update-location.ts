import type { AdminLocation, LocationInput } from '@contracts/admin-catalog';
import { api } from '@/lib/api-client';
import { useCatalogSave } from '@/lib/admin-catalog';
import { adminLocationsKeys } from './keys';

export const updateLocation = ({ id, input }: { id: string; input: LocationInput }) =>
  api.put<AdminLocation>(`/admin/locations/${id}`, input);

export const useUpdateLocation = () => useCatalogSave(updateLocation, adminLocationsKeys);
