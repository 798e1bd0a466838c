import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

const DEBOUNCE_MS = 300; // SPEC §9: typing is debounced by 300 ms

/**
 * The map's filters live in the URL (?q=, ?movie=), so links share them and the back button
 * steps through them. The search box keeps its own text and commits it after a pause.
 */
export function useMapFilters() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const movie = params.get('movie') ?? '';
  const [input, setInput] = useState(q);
  // Only typing commits the box to the URL. Clear Filters changes the box and the URL together, but
  // the router applies the URL in a transition, after the box: a commit scheduled in between would
  // write the old filters back once the 300 ms are up on a busy main thread.
  const typed = useRef(false);
  const type = useCallback((value: string) => {
    typed.current = true;
    setInput(value);
  }, []);
  // The timer must merge into the URL as it is when it fires, not as it was when typing began.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  });

  // Back/forward (or a link) changed the URL: show its query in the box (adjusted while rendering).
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setInput(q);
  }

  useEffect(() => {
    if (!typed.current || input === q) return;
    const timer = setTimeout(() => {
      const next = new URLSearchParams(latest.current);
      if ((next.get('q') ?? '') === input) return;
      if (input.trim()) next.set('q', input);
      else next.delete('q');
      setParams(next);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // Only typing starts a commit; a URL change alone must not write the URL back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [input]);

  const clear = useCallback(() => {
    typed.current = false;
    setInput('');
    setParams(new URLSearchParams());
  }, [setParams]);

  return { q, movie, input, setInput: type, clear, active: Boolean(q.trim() || movie || input.trim()) };
}
