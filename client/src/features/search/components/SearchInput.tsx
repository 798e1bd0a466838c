import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchBox } from 'react-instantsearch';
import { SearchBox } from '@/components/SearchBox';

/** SPEC §2 Search: typing is debounced by 300 ms; results then appear without pressing Enter. */
export const SEARCH_DEBOUNCE_MS = 300;

export function SearchInput({ urlQuery, onCommit }: { urlQuery: string; onCommit: (query: string) => void }) {
  const [value, setValue] = useState(urlQuery);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const committed = useRef(urlQuery);
  const onCommitRef = useRef(onCommit);
  useEffect(() => {
    onCommitRef.current = onCommit;
  });

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
      <SearchBox
        label="Search movies and locations"
        value={value}
        onChange={change}
        placeholder="Search for movies, places, cities..."
        size="lg"
        maxLength={200}
        autoFocus
      />
    </form>
  );
}
