import { useCallback, useSyncExternalStore } from 'react';

/** A phone: the quiz asks one question per screen below this width. */
export const PHONE_QUERY = '(max-width: 767.98px)';

/**
 * Whether the window matches `query`, following it as the window is resized or turned. Read during
 * the first render, so a phone never draws the wide layout first.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
