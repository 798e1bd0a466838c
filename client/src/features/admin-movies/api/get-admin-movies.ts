import type { AdminMovieRow, AdminPageOf, MovieSort } from '@contracts/admin-catalog';
import { useQuery } from '@tanstack/react-query';
import { catalogPageQuery } from '@/lib/admin-catalog';
import { api } from '@/lib/api-client';
import { adminMoviesKeys } from './keys';

export interface MovieListParams {
  q?: string;
  sort: MovieSort;
  order: 'asc' | 'desc';
  after?: string;
  before?: string;
}

export const getAdminMovies = (params: MovieListParams, signal?: AbortSignal) =>
  api.get<AdminPageOf<AdminMovieRow>>('/admin/movies', { ...params }, signal);

export const adminMoviesQueryOptions = (params: MovieListParams) =>
  catalogPageQuery(adminMoviesKeys.list(params), (signal) => getAdminMovies(params, signal));

export const useAdminMovies = (params: MovieListParams) => useQuery(adminMoviesQueryOptions(params));
