import { useState } from 'react';
import { toast } from 'sonner';
import type { AuthUser, MyTripData, OwnReview, OwnSuggestion } from '@contracts';

/** Where the user's data comes from: other features' reads, composed in by the route. */
export interface DataLoaders {
  loadReviews: () => Promise<OwnReview[]>;
  loadTrips: () => Promise<MyTripData>;
  loadContributions: () => Promise<OwnSuggestion[]>;
}

/**
 * The user's data as a JSON file: the profile, every review, trip, saved place and suggestion (with
 * its state and the editor's reason), fetched when asked for.
 */
export function useDataDownload(user: AuthUser, { loadReviews, loadTrips, loadContributions }: DataLoaders) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const [reviews, { trips, saved_places }, contributions] = await Promise.all([
        loadReviews(),
        loadTrips(),
        loadContributions(),
      ]);
      const data = {
        exported_at: new Date().toISOString(),
        profile: { email: user.email, display_name: user.display_name, role: user.role },
        reviews,
        trips,
        saved_places,
        contributions,
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
