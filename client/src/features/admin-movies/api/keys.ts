import { queryKeys } from '@/lib/query-keys';
import type { MovieListParams } from './get-admin-movies';

const all = [...queryKeys.admin.all, 'movies'] as const;

/** Every admin-movies query key, built here only. */
export const adminMoviesKeys = {
  all,
  list: (params: MovieListParams) => [...all, 'list', params] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
  /** The public reads that show a movie: its page, the lists, home. */
  published: [queryKeys.movies.all],
};
