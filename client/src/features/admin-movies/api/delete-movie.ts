import { api } from '@/lib/api-client';
import { useCatalogDelete } from '@/lib/admin-catalog';
import { adminMoviesKeys } from './keys';

/** Deletes the movie with its locations and their reviews (the server cascades). */
export const deleteMovie = (id: string) => api.delete(`/admin/movies/${id}`);

export const useDeleteMovie = () => useCatalogDelete(deleteMovie, adminMoviesKeys);
