import { useMutation } from '@tanstack/react-query';
import { TRIPS_API } from '@contracts';
import { apiDownload } from '@/lib/api-client';

export type TripFileFormat = 'gpx' | 'kml';

/** GET /api/trips/:id/gpx or /kml: the owner's download (signed in, so fetched, not a plain link). */
export const downloadTripFile = (tripId: string, format: TripFileFormat) =>
  apiDownload(format === 'gpx' ? TRIPS_API.tripGpx(tripId) : TRIPS_API.tripKml(tripId));

/** Hands the file to the browser as a download under the server's name. */
function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL is not needed afterwards.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadTripFile(tripId: string) {
  return useMutation({
    mutationFn: async (format: TripFileFormat) => {
      const { blob, filename } = await downloadTripFile(tripId, format);
      saveFile(blob, filename ?? `trip.${format}`);
    },
  });
}

/** The public files of a shared trip: plain links, no session needed. */
export const sharedTripFileUrl = (token: string, format: TripFileFormat) =>
  `/api${format === 'gpx' ? TRIPS_API.sharedTripGpx(token) : TRIPS_API.sharedTripKml(token)}`;
