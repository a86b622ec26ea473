import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window matches `query` (e.g. '(min-width: 992px)'), following it as the window is
 * resized. Read during the first render, so a phone never draws the wide layout first.
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
