import { Search, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSearchBox } from 'react-instantsearch';

/** SPEC §2 Search: typing is debounced by 300 ms; results then appear without pressing Enter. */
export const SEARCH_DEBOUNCE_MS = 300;

export function SearchInput({ urlQuery, onCommit }: { urlQuery: string; onCommit: (query: string) => void }) {
  const id = useId();
  const [value, setValue] = useState(urlQuery);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const committed = useRef(urlQuery);
  const onCommitRef = useRef(onCommit);
  onCommitRef.current = onCommit;

  // Stable identity: a new queryHook per render would rebuild the widget.
  const queryHook = useCallback((query: string, search: (value: string) => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      committed.current = query;
      search(query);
      onCommitRef.current(query);
    }, SEARCH_DEBOUNCE_MS);
  }, []);
  const { refine } = useSearchBox({ queryHook });

  useEffect(() => () => clearTimeout(timer.current), []);

  // Back/forward or a link changed the URL: show and run that query.
  useEffect(() => {
    if (urlQuery === committed.current) return;
    committed.current = urlQuery;
    setValue(urlQuery);
    refine(urlQuery);
  }, [urlQuery, refine]);

  const change = (next: string) => {
    setValue(next);
    refine(next);
  };

  return (
    <form role="search" className="relative" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="sr-only">
        Search movies and locations
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-slate-500" />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => change(event.target.value)}
        placeholder="Search for movies, places, cities..."
        autoComplete="off"
        spellCheck={false}
        autoFocus
        maxLength={200}
        className="h-14 w-full rounded-xl border border-slate-700 bg-slate-900/80 pr-12 pl-12 text-lg text-white placeholder:text-slate-500 shadow-inner shadow-black/20 transition outline-none focus:border-amber-500 focus:ring-2 focus:ring-amber-500/30 [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          onClick={() => change('')}
          aria-label="Clear search"
          className="absolute top-1/2 right-3 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-lg text-slate-400 transition hover:bg-slate-800 hover:text-white"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      )}
    </form>
  );
}
