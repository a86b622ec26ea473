import { useCallback, useEffect, useRef, useState } from 'react';
import { getJson, type GetOptions } from './request';
import { preloadedState, usePreloadedData } from './preloaded-data';

export interface ApiQuery<T> {
  data: T | null;
  error: Error | null;
  isLoading: boolean;
  /** Loads again (a retry button); data never goes stale on its own (spec 000 §7). */
  reload: () => void;
}

/**
 * GET on a URL (or key parts joined with '/'); null url = do not load yet. On a server-rendered
 * page the first call of a key starts from the answer the page was rendered with: the server
 * and the first render in the browser then draw the same thing, and nothing is fetched twice.
 */
export function useApiQuery<T>(url: string | readonly (string | number)[] | null, options: GetOptions = {}): ApiQuery<T> {
  const key = url === null ? null : typeof url === 'string' ? url : url.join('/');
  const preloaded = usePreloadedData();
  const fromPage = useRef<string | null>(null);
  const [state, setState] = useState<{ data: T | null; error: Error | null; isLoading: boolean }>(() => {
    const answer = key === null ? undefined : preloaded.peek(key);
    if (!answer) return { data: null, error: null, isLoading: key !== null };
    fromPage.current = key;
    return { ...preloadedState<T>(answer), isLoading: false };
  });
  const [attempt, setAttempt] = useState(0);
  const on401 = options.on401;

  useEffect(() => {
    if (key === null) return;
    if (attempt === 0 && fromPage.current === key) {
      fromPage.current = null;
      preloaded.consume(key);
      return;
    }
    let current = true;
    setState((previous) => ({ ...previous, error: null, isLoading: true }));
    getJson<T>(key, { on401 })
      .then((data) => current && setState({ data, error: null, isLoading: false }))
      .catch((error: unknown) => current && setState({ data: null, error: error instanceof Error ? error : new Error(String(error)), isLoading: false }));
    return () => {
      current = false;
    };
  }, [key, on401, attempt, preloaded]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
