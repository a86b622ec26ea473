import { useCallback, useEffect, useState } from 'react';
import { getJson, type GetOptions } from './request';

export interface ApiQuery<T> {
  data: T | null;
  error: Error | null;
  isLoading: boolean;
  /** Loads again (a retry button); data never goes stale on its own (spec 000 §7). */
  reload: () => void;
}

/** GET on a URL (or key parts joined with '/'); null url = do not load yet. */
export function useApiQuery<T>(url: string | readonly (string | number)[] | null, options: GetOptions = {}): ApiQuery<T> {
  const key = url === null ? null : typeof url === 'string' ? url : url.join('/');
  const [state, setState] = useState<{ data: T | null; error: Error | null; isLoading: boolean }>({
    data: null,
    error: null,
    isLoading: key !== null,
  });
  const [attempt, setAttempt] = useState(0);
  const on401 = options.on401;

  useEffect(() => {
    if (key === null) return;
    let current = true;
    setState((previous) => ({ ...previous, error: null, isLoading: true }));
    getJson<T>(key, { on401 })
      .then((data) => current && setState({ data, error: null, isLoading: false }))
      .catch((error: unknown) => current && setState({ data: null, error: error instanceof Error ? error : new Error(String(error)), isLoading: false }));
    return () => {
      current = false;
    };
  }, [key, on401, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
