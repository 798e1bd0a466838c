import { api } from '@/lib/api-client';
import { TRIPS_API, type MyTripData } from '@contracts';

/** GET /api/trips-data: every trip (in full) and saved place of the signed-in user, for the data download. */
export const getMyTripData = (signal?: AbortSignal) => api.get<MyTripData>(TRIPS_API.myTripData, undefined, signal);
