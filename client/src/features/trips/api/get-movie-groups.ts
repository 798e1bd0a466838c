import { queryOptions, useQuery } from '@tanstack/react-query';
import { TRIPS_API, type MovieTripGroups } from '@contracts';
import { api } from '@/lib/api-client';
import { tripKeys } from './trip-keys';

/** GET /api/trip-planner/movies/:slug: the movie's places, grouped when far apart (biggest first). */
export const getMovieGroups = (movieSlug: string, signal?: AbortSignal) =>
  api.get<MovieTripGroups>(TRIPS_API.movieGroups(movieSlug), undefined, signal);

export const movieGroupsQueryOptions = (movieSlug: string) =>
  queryOptions({
    queryKey: tripKeys.movieGroups(movieSlug),
    queryFn: ({ signal }) => getMovieGroups(movieSlug, signal),
  });

export const useMovieGroups = (movieSlug: string, enabled = true) =>
  useQuery({ ...movieGroupsQueryOptions(movieSlug), enabled });
