import { useCallback, useEffect, useRef, useState } from 'react';

export interface AsyncData<T> {
  data: T | null;
  error: Error | null;
  isLoading: boolean;
  /** Loads again, keeping what is shown until the new answer arrives. */
  reload: () => void;
}

/**
 * Runs `load` whenever one of `deps` changes (and on reload). An answer that arrives after a newer
 * load started is dropped, so a slow search never overwrites a faster later one.
 */
export function useAsyncData<T>(load: () => Promise<T>, deps: readonly unknown[]): AsyncData<T> {
  const [state, setState] = useState<{ data: T | null; error: Error | null; isLoading: boolean }>({ data: null, error: null, isLoading: true });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, error: null, isLoading: true }));
    loadRef
      .current()
      .then((data) => current && setState({ data, error: null, isLoading: false }))
      .catch((error: unknown) => current && setState({ data: null, error: error instanceof Error ? error : new Error(String(error)), isLoading: false }));
    return () => {
      current = false;
    };
    // `deps` are the caller's; `load` is read through a ref, so a new closure each render never reloads.
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
