import type { AdminLocation, LocationInput } from '@contracts/admin-catalog';
import { api } from '@/lib/api-client';
import { useCatalogSave } from '@/lib/admin-catalog';
import { adminLocationsKeys } from './keys';

export const createLocation = (input: LocationInput) => api.post<AdminLocation>('/admin/locations', input);

export const useCreateLocation = () => useCatalogSave(createLocation, adminLocationsKeys);
