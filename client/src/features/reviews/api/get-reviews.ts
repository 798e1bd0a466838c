import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Review } from '@contracts';

/** SPEC §7: a location's reviews, newest first. */
export const getReviews = (locationId: string, signal?: AbortSignal) => api.get<Review[]>('/reviews', { location_id: locationId }, signal);

export const reviewsQueryKey = (locationId: string) => ['reviews', locationId] as const;

export const reviewsQueryOptions = (locationId: string) =>
  queryOptions({ queryKey: reviewsQueryKey(locationId), queryFn: ({ signal }) => getReviews(locationId, signal) });

export const useReviews = (locationId: string) => useQuery(reviewsQueryOptions(locationId));
