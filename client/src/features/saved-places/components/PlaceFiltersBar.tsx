import { X } from 'lucide-react';
import { useId } from 'react';
import type { FilterOptions, PlaceFilters } from '../lib/filter-places';

interface PlaceFiltersBarProps {
  options: FilterOptions;
  filters: PlaceFilters;
  onChange: (name: keyof PlaceFilters, value: string | null) => void;
  onClear: () => void;
  shown: number;
  total: number;
}

const selectClass =
  'h-10 w-full rounded-lg border border-slate-700 bg-slate-950 px-3 text-sm text-white focus:border-amber-500 focus:outline-none sm:w-56';

/** Filters by movie and by country (of both lists), Clear Filters, and how many places they leave. */
export function PlaceFiltersBar({ options, filters, onChange, onClear, shown, total }: PlaceFiltersBarProps) {
  // A filter from a link may name a movie or country none of the places has (any more): still show it.
  const movies =
    options.movies.some((movie) => movie.slug === filters.movie) || !filters.movie
      ? options.movies
      : [...options.movies, { slug: filters.movie, title: filters.movie, year: null }];
  const countries =
    !filters.country || options.countries.includes(filters.country)
      ? options.countries
      : [...options.countries, filters.country];
  return (
    <div role="group" aria-label="Filter your places" className="flex flex-wrap items-end gap-3">
      <FilterSelect
        label="Movie"
        allLabel="All movies"
        value={filters.movie}
        options={movies.map((movie) => ({
          value: movie.slug,
          label: `${movie.title}${movie.year ? ` (${movie.year})` : ''}`,
        }))}
        onChange={(value) => onChange('movie', value)}
      />
      <FilterSelect
        label="Country"
        allLabel="All countries"
        value={filters.country}
        options={countries.map((country) => ({ value: country, label: country }))}
        onChange={(value) => onChange('country', value)}
      />
      {(filters.movie || filters.country) && (
        <button
          type="button"
          onClick={onClear}
          className="inline-flex h-10 items-center gap-1.5 rounded-lg border border-slate-700 px-3 text-sm font-semibold text-slate-200 transition hover:border-slate-500 hover:text-white"
        >
          <X aria-hidden="true" className="size-4" /> Clear Filters
        </button>
      )}
      <p aria-live="polite" className="text-sm text-slate-400 sm:ml-auto sm:self-center">
        {shown === total ? `${total} ${total === 1 ? 'place' : 'places'}` : `Showing ${shown} of ${total} places`}
      </p>
    </div>
  );
}

interface FilterSelectProps {
  label: string;
  /** The first choice, which filters nothing. */
  allLabel: string;
  value: string | null;
  options: { value: string; label: string }[];
  onChange: (value: string | null) => void;
}

/** One filter: a labelled select whose first choice takes the filter off. */
function FilterSelect({ label, allLabel, value, options, onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="w-full sm:w-auto">
      <label htmlFor={id} className="block text-sm font-medium text-slate-300">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        className={`mt-1 ${selectClass}`}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
