import { ChevronUp, Film, LocateFixed, Search, SlidersHorizontal, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';

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

const panelClass =
  'pointer-events-auto rounded-2xl border border-white/10 bg-slate-950/90 shadow-2xl shadow-black/50 backdrop-blur';

const countText = (count: number | null) =>
  count === null ? 'Loading locations…' : `${countFormat.format(count)} locations found`;

/**
 * SPEC §2 Map controls: search (?q=), the movie filter, 'Clear Filters', the count, and 'Near me'.
 * On a phone the panel starts as a one-line bar (the count and a button that opens the search),
 * so it does not cover the clusters; the filters keep working while it is closed.
 */
export function MapToolbar(props: MapToolbarProps) {
  const phone = useMediaQuery('(max-width: 639px)');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!phone)
    return (
      <div role="search" aria-label="Map search">
        <FullToolbar {...props} />
      </div>
    );
  return (
    <div role="search" aria-label="Map search" className={open ? '' : `${panelClass} flex items-center gap-2 p-2`}>
      {open ? (
        <FullToolbar {...props} id={panelId} onCollapse={() => setOpen(false)} />
      ) : (
        <>
          <button
            type="button"
            aria-expanded={false}
            onClick={() => setOpen(true)}
            className="inline-flex min-w-0 flex-1 items-center gap-2 rounded-lg px-2 py-1.5 text-left text-sm text-slate-100 hover:bg-white/5"
          >
            <SlidersHorizontal aria-hidden="true" className="h-4 w-4 shrink-0 text-amber-400" />
            <span className="sr-only">Search and filters: </span>
            <span className="truncate">
              {props.input ? `“${props.input}”` : props.movieTitle ? props.movieTitle : 'Search & filter'}
            </span>
          </button>
          <p aria-live="polite" className="shrink-0 text-xs font-medium text-slate-300" data-testid="map-count">
            {countText(props.count)}
          </p>
          <NearMeButton onNearMe={props.onNearMe} locating={props.locating} compact />
        </>
      )}
    </div>
  );
}

function NearMeButton({
  onNearMe,
  locating,
  compact = false,
}: {
  onNearMe: () => void;
  locating: boolean;
  compact?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onNearMe}
      disabled={locating}
      aria-label={compact ? (locating ? 'Locating…' : 'Near me') : undefined}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-lg border border-slate-700 bg-slate-900 text-sm font-semibold text-slate-100 transition hover:border-amber-500/60 disabled:opacity-60 ${compact ? 'size-9 justify-center' : 'px-3'}`}
    >
      <LocateFixed aria-hidden="true" className="h-4 w-4 text-amber-400" />
      {!compact && (locating ? 'Locating…' : 'Near me')}
    </button>
  );
}

function FullToolbar(props: MapToolbarProps & { id?: string; onCollapse?: () => void }) {
  const { input, onInput, count, movieTitle, filtersActive, onClear, onNearMe, locating, id, onCollapse } = props;
  return (
    <div id={id} className={`${panelClass} p-3`}>
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
        <NearMeButton onNearMe={onNearMe} locating={locating} />
      </div>
      <div className="mt-2.5 flex flex-wrap items-center gap-2 text-sm">
        <p aria-live="polite" className="font-medium text-slate-200" data-testid="map-count">
          {countText(count)}
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
        {onCollapse && (
          <button
            type="button"
            aria-expanded
            aria-controls={id}
            onClick={onCollapse}
            className={`${filtersActive ? '' : 'ml-auto '}inline-flex items-center gap-1 rounded-md px-2 py-1 font-semibold text-slate-300 hover:bg-white/5`}
          >
            <ChevronUp aria-hidden="true" className="h-4 w-4" />
            Hide search
          </button>
        )}
      </div>
    </div>
  );
}
