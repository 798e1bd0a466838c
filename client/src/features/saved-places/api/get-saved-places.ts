import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { TRIPS_API, type SavedPlaceList } from '@contracts';
import { savedPlaceKeys } from './saved-place-keys';

/** GET /api/saved-places: both lists, last changed first, with the counts of each (places, movies, countries). */
export const getSavedPlaces = (signal?: AbortSignal) =>
  api.get<SavedPlaceList>(TRIPS_API.savedPlaces, undefined, signal);

export const savedPlacesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: savedPlaceKeys.list(userId), queryFn: ({ signal }) => getSavedPlaces(signal) });

export const useSavedPlaces = (userId: string) => useQuery(savedPlacesQueryOptions(userId));
