import { useState } from 'react';
import { toast } from 'sonner';
import type { AuthUser, MyTripData, OwnReview } from '@contracts';

/** Where the user's data comes from: other features' reads, composed in by the route. */
export interface DataLoaders {
  loadReviews: () => Promise<OwnReview[]>;
  loadTrips: () => Promise<MyTripData>;
}

/** The user's data as a JSON file: the profile, every review, trip and saved place, fetched when asked for. */
export function useDataDownload(user: AuthUser, { loadReviews, loadTrips }: DataLoaders) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const [reviews, { trips, saved_places }] = await Promise.all([loadReviews(), loadTrips()]);
      const data = {
        exported_at: new Date().toISOString(),
        profile: { email: user.email, display_name: user.display_name, role: user.role },
        reviews,
        trips,
        saved_places,
      };
      saveJson(data, 'reelatlas-my-data.json');
    } catch {
      toast.error('Your data could not be downloaded. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}

function saveJson(data: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}
