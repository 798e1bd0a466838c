import type { AdminMovie, MovieInput } from '@contracts/admin-catalog';
import { api } from '@/lib/api-client';
import { useCatalogSave } from '@/lib/admin-catalog';
import { adminMoviesKeys } from './keys';

export const updateMovie = ({ id, input }: { id: string; input: MovieInput }) =>
  api.put<AdminMovie>(`/admin/movies/${id}`, input);

export const useUpdateMovie = () => useCatalogSave(updateMovie, adminMoviesKeys);
