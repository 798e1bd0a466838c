import { api } from '@/lib/api-client';
import { useCatalogDelete } from '@/lib/admin-catalog';
import { adminLocationsKeys } from './keys';

/** Deletes the location with its reviews (the server cascades). */
export const deleteLocation = (id: string) => api.delete(`/admin/locations/${id}`);

export const useDeleteLocation = () => useCatalogDelete(deleteLocation, adminLocationsKeys);
