import { Film, LocateFixed, Search, X } from 'lucide-react';

export interface MapToolbarProps {
  input: string;
  onInput: (value: string) => void;
  count: number | null;
  movieTitle: string | null;
  filtersActive: boolean;
  onClear: () => void;
  onNearMe: () => void;
  locating: boolean;
}

const countFormat = new Intl.NumberFormat('en');

/** SPEC §2 Map controls: search (?q=), the movie filter, 'Clear Filters', the count, and 'Near me'. */
export function MapToolbar(props: MapToolbarProps) {
  const { input, onInput, count, movieTitle, filtersActive, onClear, onNearMe, locating } = props;
  return (
    <div className="pointer-events-auto rounded-2xl border border-white/10 bg-slate-950/90 p-3 shadow-2xl shadow-black/50 backdrop-blur">
      <div className="flex gap-2">
        <label className="relative flex-1">
          <span className="sr-only">Search locations</span>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
          />
          <input
            type="search"
            value={input}
            onChange={(event) => onInput(event.target.value)}
            placeholder="Search places, cities, countries, movies"
            className="w-full rounded-lg border border-slate-700 bg-slate-900 py-2.5 pr-3 pl-9 text-base text-white placeholder:text-slate-400 focus:border-amber-500 focus:ring-2 focus:ring-amber-500/40 focus:outline-none sm:text-sm"
          />
        </label>
        <button
          type="button"
          onClick={onNearMe}
          disabled={locating}
          className="inline-flex shrink-0 items-center gap-1.5 rounded-lg border border-slate-700 bg-slate-900 px-3 text-sm font-semibold text-slate-100 transition hover:border-amber-500/60 disabled:opacity-60"
        >
          <LocateFixed aria-hidden="true" className="h-4 w-4 text-amber-400" />
          {locating ? 'Locating…' : 'Near me'}
        </button>
      </div>
      <div className="mt-2.5 flex flex-wrap items-center gap-2 text-sm">
        <p aria-live="polite" className="font-medium text-slate-200" data-testid="map-count">
          {count === null ? 'Loading locations…' : `${countFormat.format(count)} locations found`}
        </p>
        {movieTitle && (
          <span className="inline-flex max-w-full items-center gap-1 truncate rounded-full bg-amber-500/15 px-2.5 py-0.5 text-amber-200 ring-1 ring-amber-500/30">
            <Film aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
            <span className="truncate">{movieTitle}</span>
          </span>
        )}
        {filtersActive && (
          <button
            type="button"
            onClick={onClear}
            className="ml-auto inline-flex items-center gap-1 rounded-md px-2 py-1 font-semibold text-amber-300 hover:bg-amber-500/10 hover:text-amber-200"
          >
            <X aria-hidden="true" className="h-4 w-4" />
            Clear Filters
          </button>
        )}
      </div>
    </div>
  );
}
