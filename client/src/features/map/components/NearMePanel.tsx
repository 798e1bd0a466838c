import { X } from 'lucide-react';
import { NearbyPlaceLink } from '@/components/NearbyPlaceLink';
import type { NearMeState } from '../hooks/use-near-me';

/** The result of 'Near me': the closest filming locations, or why there are none. */
export function NearMePanel({ state, onClose }: { state: NearMeState; onClose: () => void }) {
  if (state.status === 'idle' || state.status === 'locating') return null;
  return (
    <section
      aria-labelledby="near-me-heading"
      className="pointer-events-auto max-h-[45vh] overflow-y-auto rounded-2xl border border-white/10 bg-slate-950/95 p-4 shadow-2xl shadow-black/50 backdrop-blur"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="near-me-heading" className="font-display text-lg font-bold text-white">
          Filming locations near you
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close nearby list"
          className="rounded-md p-1 text-slate-400 hover:bg-slate-800 hover:text-white"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      {state.status === 'error' ? (
        <p role="alert" className="mt-2 text-sm text-rose-200">
          {state.message}
        </p>
      ) : state.locations.length === 0 ? (
        <p className="mt-2 text-sm text-slate-300">No filming locations have been added yet.</p>
      ) : (
        <ol className="mt-3 space-y-1" data-testid="near-me-list">
          {state.locations.map((place) => (
            <li key={place.slug}>
              <NearbyPlaceLink place={place} look="row" />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
