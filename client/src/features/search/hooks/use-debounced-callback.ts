import { useEffect, useMemo, useRef } from 'react';

/** Calls the latest `callback` once `delay` ms have passed without another call. */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delay: number) {
  const latest = useRef(callback);
  latest.current = callback;
  const debounced = useMemo(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = (...args: A) => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(...args), delay);
    };
    run.cancel = () => clearTimeout(timer);
    return run;
  }, [delay]);
  useEffect(() => debounced.cancel, [debounced]);
  return debounced;
}
