import { Copy, Link2, Link2Off, Share2 } from 'lucide-react';
import { useRef } from 'react';
import { toast } from 'sonner';
import type { TripDetail } from '@contracts';
import { useShareTrip } from '../api/share-trip';
import { useUnshareTrip } from '../api/unshare-trip';
import { useCopyText } from '../hooks/use-copy-text';
import { errorMessage } from '../lib/error-message';
import { inputClass, smallButtonClass, smallPrimaryButtonClass } from './styles';

/** Share: an unguessable read-only link, copied at once; Revoke makes it stop working. */
export function SharePanel({ trip }: { trip: TripDetail }) {
  const share = useShareTrip(trip.id);
  const unshare = useUnshareTrip(trip.id);
  const copy = useCopyText();
  const field = useRef<HTMLInputElement>(null);
  const failed = (what: string) => (error: unknown) =>
    toast.error(errorMessage(error, `Failed to ${what}. Please try again.`));

  if (!trip.share)
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-400">
          Your trip is private. A link lets anyone who has it see the trip (not change it) and copy it to their own
          trips.
        </p>
        <button
          type="button"
          disabled={share.isPending}
          onClick={() =>
            share.mutate(undefined, {
              onSuccess: (link) => void copy(link.url, 'Link created and copied', field.current),
              onError: failed('create the link'),
            })
          }
          className={smallPrimaryButtonClass}
        >
          <Share2 aria-hidden="true" className="size-4" /> {share.isPending ? 'Creating...' : 'Share'}
        </button>
      </div>
    );

  const url = trip.share.url;
  return (
    <div className="space-y-3">
      <p className="flex items-center gap-1.5 text-sm text-emerald-400">
        <Link2 aria-hidden="true" className="size-4" /> Anyone with this link can see the trip.
      </p>
      <label htmlFor={`share-${trip.id}`} className="sr-only">
        Share link
      </label>
      <input
        ref={field}
        id={`share-${trip.id}`}
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className={`${inputClass} font-mono text-xs sm:text-xs`}
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={smallPrimaryButtonClass}
          onClick={() => void copy(url, 'Link copied', field.current)}
        >
          <Copy aria-hidden="true" className="size-4" /> Copy Link
        </button>
        <button
          type="button"
          disabled={unshare.isPending}
          className={smallButtonClass}
          onClick={() =>
            unshare.mutate(undefined, {
              onSuccess: () => toast.success('Link revoked: it no longer opens the trip'),
              onError: failed('revoke the link'),
            })
          }
        >
          <Link2Off aria-hidden="true" className="size-4" /> Revoke Link
        </button>
      </div>
    </div>
  );
}
