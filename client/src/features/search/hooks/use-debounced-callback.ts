import { useEffect, useMemo, useRef } from 'react';

/** Calls the latest `callback` once `delay` ms have passed without another call; `cancel()` drops a pending call. */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delay: number) {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(() => {
    const run = (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delay);
    };
    run.cancel = () => clearTimeout(timer.current);
    return run;
  }, [delay]);
}
