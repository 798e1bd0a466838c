import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import type { LocationSearchHit, SearchResponse } from '@contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { Point } from './MapPicker';

const RESULT_LIMIT = 6;
const MIN_QUERY_LENGTH = 2;

/**
 * "Search the map" of the point pickers: the atlas's own places and cities (the public search,
 * which knows every place's position), so a visitor finds the neighbourhood before placing the pin.
 * Choosing a result moves the map there; the pin is still the person's to place. No outside
 * geocoder: the site works with no third-party service, and a street address is typed below.
 */
export function PlaceFinder({ onFind }: { onFind: (point: Point) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const results = useQuery({
    queryKey: queryKeys.map.finder(q),
    queryFn: ({ signal }) => api.get<SearchResponse>('/search', { q, tab: 'locations', limit: RESULT_LIMIT }, signal),
    enabled: q.length >= MIN_QUERY_LENGTH,
    staleTime: 60_000,
  });
  const hits = q.length >= MIN_QUERY_LENGTH ? (results.data?.locations.hits ?? []) : [];
  const choose = (hit: LocationSearchHit) => {
    onFind({ latitude: hit.latitude, longitude: hit.longitude });
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter takes the first match, as a search box does; it never submits the surrounding form.
    if (event.key === 'Enter') {
      event.preventDefault();
      if (hits[0]) choose(hits[0]);
    }
    if (event.key === 'Escape') setText('');
  };
  const open = text.trim().length >= MIN_QUERY_LENGTH && q === text.trim() && results.isSuccess;
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        Search the map
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-2.5 left-2.5 h-4 w-4 text-slate-500" />
      <input
        id={id}
        type="search"
        value={text}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Search the map: a place or city"
        // Names the list only while it is there (an id that points at nothing is invalid ARIA).
        aria-controls={open ? `${id}-results` : undefined}
        className="h-9 w-full rounded-lg border border-slate-700 bg-slate-950/60 pr-3 pl-8 text-sm text-white outline-none placeholder:text-slate-500 focus:border-amber-500 focus:ring-2 focus:ring-amber-500/30"
      />
      {open && (
        <ul
          id={`${id}-results`}
          aria-label="Places found"
          className="absolute inset-x-0 top-10 max-h-56 overflow-auto rounded-lg bg-slate-900 text-sm text-slate-100 shadow-xl ring-1 ring-slate-700"
        >
          {hits.length === 0 && <li className="px-3 py-2 text-slate-400">No place of the atlas matches.</li>}
          {hits.map((hit) => (
            <li key={hit.id}>
              <button
                type="button"
                onClick={() => choose(hit)}
                className="block w-full px-3 py-2 text-left hover:bg-slate-800 focus-visible:bg-slate-800 focus-visible:outline-none"
              >
                <span className="font-medium">{hit.name}</span>
                <span className="text-slate-400"> · {[hit.city, hit.country].filter(Boolean).join(', ')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
