import { useId, useState } from 'react';
import { adminControlClass } from '@/components/admin/AdminSearchInput';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useMovieOption, type MovieOption } from '../api/get-movie-option';
import { useMovieOptions } from '../api/search-movie-options';

/**
 * A searchable movie selector: the search box asks the server (title, director or year) and the
 * list below offers the first matches; the chosen movie stays listed whatever the search.
 */
export function MovieSelect(props: {
  value: string;
  onChange: (id: string) => void;
  selected?: MovieOption;
  error?: string;
  /** The first option's text when nothing is chosen (a filter says "All movies"). */
  emptyLabel?: string;
}) {
  const { value, onChange, error, emptyLabel } = props;
  const preset = useMovieOption(value && !props.selected ? value : undefined);
  const selected = props.selected ?? preset.data;
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const movies = useMovieOptions(q);
  const options = movies.data?.items ?? [];
  const showSelected = selected && selected.id === value && !options.some((movie) => movie.id === value);
  const label = (movie: { title: string; year: number | null }) =>
    movie.year ? `${movie.title} (${movie.year})` : movie.title;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-200">Movie</legend>
      <label htmlFor={`${id}-search`} className="sr-only">
        Search movies
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search movies by title, director or year"
        className={adminControlClass}
      />
      <label htmlFor={id} className="sr-only">
        Movie
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`h-10 w-full rounded-lg border bg-slate-950/60 px-3 text-sm text-white outline-none focus:ring-2 ${error ? 'border-red-500/70 focus:ring-red-500/30' : 'border-slate-700 focus:border-amber-500 focus:ring-amber-500/30'}`}
      >
        <option value="">
          {emptyLabel ?? (movies.isFetching ? 'Searching...' : `Choose a movie (${movies.data?.total ?? 0} found)`)}
        </option>
        {showSelected && <option value={selected.id}>{label(selected)}</option>}
        {options.map((movie) => (
          <option key={movie.id} value={movie.id}>
            {label(movie)}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
