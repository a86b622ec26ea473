import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

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

const sameValues = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/**
 * The one data-loading hook: runs `load` whenever one of `deps` changes (and on reload); a null
 * `load` waits. An answer that arrives after a newer load started is dropped, so a slow search
 * never overwrites a faster later one. Data never goes stale on its own: only `reload` asks again.
 */
export function useAsyncData<T>(
  load: (() => Promise<T>) | null,
  deps: readonly unknown[],
  options: AsyncDataOptions<T> = {},
): AsyncData<T> {
  const [state, setState] = useState<{ data: T | null; error: Error | null; isLoading: boolean }>(() =>
    options.initial ? { ...options.initial, isLoading: false } : { data: null, error: null, isLoading: load !== null },
  );
  const [attempt, setAttempt] = useState(0);
  // Read when the effect runs, so a new closure each render never reloads.
  const latestLoad = useEffectEvent(() => load);
  const onInitialUsed = useEffectEvent(() => options.onInitialUsed?.());
  const useInitial = useRef(options.initial !== undefined);
  const waiting = load === null;

  // A new load shows as loading in the same render that asks for it (not one frame later from the
  // effect); a null `load` or the server's answer starts nothing, so nothing shows as loading.
  const requested = [...deps, waiting, attempt];
  const [lastRequested, setLastRequested] = useState(requested);
  if (!sameValues(lastRequested, requested)) {
    setLastRequested(requested);
    if (!waiting) setState((previous) => ({ ...previous, error: null, isLoading: true }));
  }

  useEffect(() => {
    if (useInitial.current) {
      useInitial.current = false;
      onInitialUsed();
      return;
    }
    const run = latestLoad();
    if (!run) return;
    let current = true;
    run()
      .then((data) => current && setState({ data, error: null, isLoading: false }))
      .catch(
        (error: unknown) =>
          current &&
          setState({ data: null, error: error instanceof Error ? error : new Error(String(error)), isLoading: false }),
      );
    return () => {
      current = false;
    };
    // The caller's `deps` decide when to load (this hook forwards them, the rule cannot see through
    // a spread); `load` and `onInitialUsed` are effect events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, waiting, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
