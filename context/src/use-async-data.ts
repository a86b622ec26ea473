import { useCallback, useEffect, useRef, useState } from 'react';

export interface AsyncData<T> {
  data: T | null;
  error: Error | null;
  isLoading: boolean;
  /** Loads again (a retry or refresh button), keeping what is shown until the new answer arrives. */
  reload: () => void;
}

export interface AsyncDataOptions<T> {
  /** An answer already at hand (the server rendered the page with it): shown at once, not loaded again. */
  initial?: { data: T | null; error: Error | null };
  /** Called instead of the first load when `initial` was used. */
  onInitialUsed?: () => void;
}

/**
 * The one data-loading hook: runs `load` whenever one of `deps` changes (and on reload); a null
 * `load` waits. An answer that arrives after a newer load started is dropped, so a slow search
 * never overwrites a faster later one. Data never goes stale on its own: only `reload` asks again.
 */
export function useAsyncData<T>(load: (() => Promise<T>) | null, deps: readonly unknown[], options: AsyncDataOptions<T> = {}): AsyncData<T> {
  const [state, setState] = useState<{ data: T | null; error: Error | null; isLoading: boolean }>(() =>
    options.initial ? { ...options.initial, isLoading: false } : { data: null, error: null, isLoading: load !== null },
  );
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const onInitialUsed = useRef(options.onInitialUsed);
  onInitialUsed.current = options.onInitialUsed;
  const useInitial = useRef(options.initial !== undefined);
  const waiting = load === null;

  useEffect(() => {
    if (useInitial.current) {
      useInitial.current = false;
      onInitialUsed.current?.();
      return;
    }
    const run = loadRef.current;
    if (!run) return;
    let current = true;
    setState((previous) => ({ ...previous, error: null, isLoading: true }));
    run()
      .then((data) => current && setState({ data, error: null, isLoading: false }))
      .catch((error: unknown) => current && setState({ data: null, error: error instanceof Error ? error : new Error(String(error)), isLoading: false }));
    return () => {
      current = false;
    };
    // `deps` are the caller's; `load` is read through a ref, so a new closure each render never reloads.
  }, [...deps, waiting, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
