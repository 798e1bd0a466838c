import type { AdminMovie } from '@contracts/admin-catalog';
import { useQuery } from '@tanstack/react-query';
import { catalogRecordQuery } from '@/lib/admin-catalog';
import { api } from '@/lib/api-client';
import { adminMoviesKeys } from './keys';

export const getAdminMovie = (id: string, signal?: AbortSignal) =>
  api.get<AdminMovie>(`/admin/movies/${id}`, undefined, signal);

export const adminMovieQueryOptions = (id: string) =>
  catalogRecordQuery(adminMoviesKeys.detail(id), (signal) => getAdminMovie(id, signal));

export const useAdminMovie = (id: string) => useQuery(adminMovieQueryOptions(id));
