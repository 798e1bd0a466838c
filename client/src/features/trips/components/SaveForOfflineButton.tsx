import { CloudDownload, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { TripDetail } from '@contracts';
import { useAuth } from '@/lib/auth/auth-context';
import { OFFLINE_BUDGET } from '@/lib/offline/offline-budget';
import { savedTrips } from '@/lib/offline/offline-store';
import { saveTripForOffline } from '@/lib/offline/save-trip-for-offline';
import { useOnlineStatus } from '@/lib/offline/use-online-status';

const buttonClass =
  'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg border border-slate-700 bg-slate-900/60 px-3 py-2 text-sm font-semibold text-slate-100 transition hover:border-amber-500/60 hover:text-white disabled:cursor-not-allowed disabled:opacity-60';

/** "3.2 MB" (one decimal), or "640 KB" below a megabyte. */
export function formatSize(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) return `${megabytes.toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Save for Offline (ARCHITECTURE.md, Offline): keeps the trip's page, its stops' pages and photos
 * and a map of its area on this device. Once saved it says so, and Update saves it again.
 */
export function SaveForOfflineButton({ trip }: { trip: TripDetail }) {
  const { user } = useAuth();
  const online = useOnlineStatus();
  const [saving, setSaving] = useState(false);
  // The record is in localStorage: a save re-renders to read it again.
  const [, setSaves] = useState(0);
  if (!user) return null;
  const saved = savedTrips(user.id).find((record) => record.tripId === trip.id);

  const save = async () => {
    setSaving(true);
    try {
      const report = await saveTripForOffline(trip, user);
      setSaves((count) => count + 1);
      const notes = [
        report.trimmed &&
          `Some photos or map tiles were left out to stay within ${formatSize(OFFLINE_BUDGET.tripBytes)} a trip.`,
        report.appBytes > 0 && `The app itself takes ${formatSize(report.appBytes)}, kept once for every trip.`,
      ].filter(Boolean);
      toast.success(`Saved for offline: ${formatSize(report.bytes)}`, {
        description: notes.length > 0 ? notes.join(' ') : undefined,
      });
    } catch (error) {
      toast.error(
        error instanceof Error && error.message
          ? error.message
          : 'The trip could not be saved for offline use. Please try again.',
      );
    } finally {
      setSaving(false);
    }
  };

  if (saving)
    return (
      <button type="button" disabled aria-busy="true" className={buttonClass}>
        <CloudDownload aria-hidden="true" className="size-4 animate-pulse" />
        Saving for Offline...
      </button>
    );
  if (saved)
    return (
      <p className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm">
        <span className="inline-flex items-center gap-1 font-semibold text-emerald-400">
          Saved for Offline <span aria-hidden="true">✓</span>
        </span>
        <span aria-hidden="true" className="text-slate-500">
          ·
        </span>
        <button
          type="button"
          onClick={() => void save()}
          disabled={!online}
          title={online ? `Saved ${new Date(saved.savedAt).toLocaleString()}` : 'Needs a connection'}
          aria-label={`Update the offline copy of ${trip.name}`}
          className="inline-flex min-h-10 items-center gap-1 rounded-md px-1.5 font-semibold text-amber-400 hover:text-amber-300 disabled:cursor-not-allowed disabled:text-slate-500"
        >
          <RefreshCw aria-hidden="true" className="size-3.5" />
          Update
        </button>
      </p>
    );
  return (
    <button
      type="button"
      onClick={() => void save()}
      disabled={!online}
      title={online ? undefined : 'Saving for offline use needs a connection'}
      className={buttonClass}
    >
      <CloudDownload aria-hidden="true" className="size-4" />
      Save for Offline
    </button>
  );
}
