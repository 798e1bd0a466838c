import type { MapPayload } from '@contracts';

const URL_PATH = '/api/map/locations';
/** Network failures and 5xx are tried again twice, after 1 s then 2 s (as the app's other queries). */
const RETRY_DELAYS_MS = [1000, 2000];

class MapLocationsError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

/**
 * GET /api/map/locations: every location in column form, fetched and parsed by the map's data
 * worker (lib/map-data.worker.ts), never on the page's main thread. The response carries an ETag
 * with `Cache-Control: no-cache`, so the browser's HTTP cache turns a return visit into a 304.
 * `origin` resolves the path (a worker's own location is its script's URL).
 */
export async function getMapLocations(origin: string): Promise<MapPayload> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetchOnce(new URL(URL_PATH, origin).href);
    } catch (error) {
      const retry = !(error instanceof MapLocationsError) || error.retry;
      if (!retry || attempt >= RETRY_DELAYS_MS.length) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
    }
  }
}

async function fetchOnce(url: string): Promise<MapPayload> {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  if (!response.ok)
    throw new MapLocationsError(
      `The map's locations could not be loaded (${response.status}).`,
      response.status >= 500,
    );
  return (await response.json()) as MapPayload;
}
