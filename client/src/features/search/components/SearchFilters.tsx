import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { LabelledControl } from '@/components/LabelledControl';
import { useFilterDrafts, type FilterValues } from '../hooks/use-filter-drafts';
import { MAX_YEAR, MIN_YEAR } from '../lib/search-url';

interface Props extends FilterValues {
  onChange: (change: Partial<FilterValues>) => void;
  onClear: () => void;
}

const inputClass =
  'mt-1.5 h-11 w-full rounded-lg border border-slate-700 bg-slate-950/60 px-3 text-white placeholder:text-slate-500 outline-none transition focus:border-amber-500 focus:ring-2 focus:ring-amber-500/30';

/** The Filters toggle: Year (read as an integer, SPEC §5) and Country, plus 'Clear Filters'. */
export function SearchFilters({ year, country, onChange, onClear }: Props) {
  const panelId = useId();
  const [open, setOpen] = useState(year !== undefined || country !== '');
  const drafts = useFilterDrafts({ year, country }, onChange, onClear);
  const hint = `${panelId}-year-hint`;
  return (
    <>
      <FiltersToggle open={open} active={year !== undefined || country !== ''} controls={panelId} onToggle={setOpen} />
      {open && (
        <div
          id={panelId}
          className="grid w-full gap-4 rounded-xl border border-slate-800 bg-slate-900/60 p-4 sm:grid-cols-[10rem_1fr_auto] sm:items-end"
        >
          <LabelledControl id={`${panelId}-year`} label="Year" labelClassName="text-slate-300">
            <input
              id={`${panelId}-year`}
              type="number"
              inputMode="numeric"
              min={MIN_YEAR}
              max={MAX_YEAR}
              step={1}
              placeholder="e.g. 1972"
              value={drafts.yearText}
              onChange={(event) => drafts.changeYear(event.target.value)}
              aria-invalid={drafts.yearInvalid}
              aria-describedby={drafts.yearInvalid ? hint : undefined}
              className={inputClass}
            />
          </LabelledControl>
          <LabelledControl id={`${panelId}-country`} label="Country" labelClassName="text-slate-300">
            <input
              id={`${panelId}-country`}
              type="text"
              placeholder="e.g. Italy"
              value={drafts.countryText}
              maxLength={100}
              onChange={(event) => drafts.changeCountry(event.target.value)}
              className={inputClass}
            />
          </LabelledControl>
          <button
            type="button"
            onClick={drafts.clear}
            className="h-11 rounded-lg border border-slate-700 px-4 text-sm font-semibold text-slate-200 transition hover:border-amber-500/60 hover:text-white"
          >
            Clear Filters
          </button>
          {drafts.yearInvalid && (
            <p id={hint} className="text-sm text-amber-300 sm:col-span-3">
              Enter a whole year between {MIN_YEAR} and {MAX_YEAR}.
            </p>
          )}
          <p className="text-xs text-slate-400 sm:col-span-3">Year narrows movies; country narrows locations.</p>
        </div>
      )}
    </>
  );
}

/** The Filters button: says whether the panel is open and, with a dot, whether a filter is set. */
function FiltersToggle({
  open,
  active,
  controls,
  onToggle,
}: {
  open: boolean;
  active: boolean;
  controls: string;
  onToggle: (open: boolean) => void;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => onToggle(!open)}
      className={`inline-flex h-11 items-center gap-2 rounded-xl border px-4 text-sm font-semibold transition ${
        open
          ? 'border-amber-500/60 bg-amber-500/10 text-amber-300'
          : 'border-slate-700 bg-slate-900/60 text-slate-200 hover:border-amber-500/60'
      }`}
    >
      <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
      Filters
      {active && <span className="h-2 w-2 rounded-full bg-amber-500" aria-label="active" />}
    </button>
  );
}
