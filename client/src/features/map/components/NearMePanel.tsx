import { MapPin, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { NearMeState } from '../hooks/use-near-me';

const km = new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

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
              <Link
                to={paths.location(place.slug)}
                className="flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-800/70"
              >
                <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-amber-500" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-semibold text-white">{place.name}</span>
                  <span className="block truncate text-xs text-slate-400">{place.movie.title}</span>
                </span>
                <span className="shrink-0 text-xs font-medium text-amber-300 tabular-nums">
                  {km.format(place.distance_km)} km
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
