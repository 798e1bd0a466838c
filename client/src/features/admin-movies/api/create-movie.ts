import type { AdminMovie, MovieInput } from '@contracts/admin-catalog';
import { api } from '@/lib/api-client';
import { useCatalogSave } from '@/lib/admin-catalog';
import { adminMoviesKeys } from './keys';

export const createMovie = (input: MovieInput) => api.post<AdminMovie>('/admin/movies', input);

export const useCreateMovie = () => useCatalogSave(createMovie, adminMoviesKeys);
