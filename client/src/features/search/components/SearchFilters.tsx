import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';
import { MAX_YEAR, MIN_YEAR, parseYear } from '../lib/search-url';
import { SEARCH_DEBOUNCE_MS } from './SearchInput';

interface Props {
  year?: number;
  country: string;
  onChange: (change: { year?: number; country?: string }) => void;
  onClear: () => void;
}

const inputClass =
  'mt-1.5 h-11 w-full rounded-lg border border-slate-700 bg-slate-950/60 px-3 text-white placeholder:text-slate-500 outline-none transition focus:border-amber-500 focus:ring-2 focus:ring-amber-500/30';

/** The Filters toggle: Year (read as an integer, SPEC §5) and Country, plus 'Clear Filters'. */
export function SearchFilters({ year, country, onChange, onClear }: Props) {
  const panelId = useId();
  const [open, setOpen] = useState(year !== undefined || country !== '');
  const [yearText, setYearText] = useState(year === undefined ? '' : String(year));
  const [countryText, setCountryText] = useState(country);
  // One timer per field: a quick country edit must not swallow a pending year.
  const commitYear = useDebouncedCallback((value?: number) => onChange({ year: value }), SEARCH_DEBOUNCE_MS);
  const commitCountry = useDebouncedCallback((value: string) => onChange({ country: value }), SEARCH_DEBOUNCE_MS);

  // The URL changed (Back, Clear Filters): show what it says (adjusted while rendering, not in an effect).
  const [shown, setShown] = useState({ year, country });
  if (shown.year !== year || shown.country !== country) {
    setShown({ year, country });
    if (parseYear(yearText) !== year) setYearText(year === undefined ? '' : String(year));
    if (countryText.trim() !== country.trim()) setCountryText(country);
  }

  const yearInvalid = yearText.trim() !== '' && parseYear(yearText) === undefined;
  const changeYear = (text: string) => {
    setYearText(text);
    if (text.trim() === '') commitYear(undefined);
    else if (parseYear(text) !== undefined) commitYear(parseYear(text));
  };
  const changeCountry = (text: string) => {
    setCountryText(text);
    commitCountry(text);
  };
  const clear = () => {
    commitYear.cancel();
    commitCountry.cancel();
    setYearText('');
    setCountryText('');
    onClear();
  };

  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={`inline-flex h-11 items-center gap-2 rounded-xl border px-4 text-sm font-semibold transition ${
          open
            ? 'border-amber-500/60 bg-amber-500/10 text-amber-300'
            : 'border-slate-700 bg-slate-900/60 text-slate-200 hover:border-amber-500/60'
        }`}
      >
        <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
        Filters
        {(year !== undefined || country) && <span className="h-2 w-2 rounded-full bg-amber-500" aria-label="active" />}
      </button>
      {open && (
        <div
          id={panelId}
          className="grid w-full gap-4 rounded-xl border border-slate-800 bg-slate-900/60 p-4 sm:grid-cols-[10rem_1fr_auto] sm:items-end"
        >
          <div>
            <label htmlFor={`${panelId}-year`} className="text-sm font-medium text-slate-300">
              Year
            </label>
            <input
              id={`${panelId}-year`}
              type="number"
              inputMode="numeric"
              min={MIN_YEAR}
              max={MAX_YEAR}
              step={1}
              placeholder="e.g. 1972"
              value={yearText}
              onChange={(event) => changeYear(event.target.value)}
              aria-invalid={yearInvalid}
              aria-describedby={yearInvalid ? `${panelId}-year-hint` : undefined}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={`${panelId}-country`} className="text-sm font-medium text-slate-300">
              Country
            </label>
            <input
              id={`${panelId}-country`}
              type="text"
              placeholder="e.g. Italy"
              value={countryText}
              maxLength={100}
              onChange={(event) => changeCountry(event.target.value)}
              className={inputClass}
            />
          </div>
          <button
            type="button"
            onClick={clear}
            className="h-11 rounded-lg border border-slate-700 px-4 text-sm font-semibold text-slate-200 transition hover:border-amber-500/60 hover:text-white"
          >
            Clear Filters
          </button>
          {yearInvalid && (
            <p id={`${panelId}-year-hint`} className="text-sm text-amber-300 sm:col-span-3">
              Enter a whole year between {MIN_YEAR} and {MAX_YEAR}.
            </p>
          )}
          <p className="text-xs text-slate-400 sm:col-span-3">Year narrows movies; country narrows locations.</p>
        </div>
      )}
    </>
  );
}
