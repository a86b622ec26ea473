import { useEffect } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Once `ready` (the screen is drawn), loads what the screen may open next while the browser is idle,
 * so a click finds it ready; before that they would compete with the screen's own first paint.
 */
export function useIdlePreload(ready: boolean, modules: readonly { preload: () => Promise<unknown> }[]) {
  useEffect(() => {
    if (!ready) return;
    // A failed download is asked for again, and reported, when the module is drawn.
    const preload = () => modules.forEach((module) => void module.preload().catch(() => undefined));
    const idle = window as IdleWindow;
    if (idle.requestIdleCallback && idle.cancelIdleCallback) {
      const handle = idle.requestIdleCallback(preload);
      return () => idle.cancelIdleCallback!(handle);
    }
    const timer = setTimeout(preload, 0);
    return () => clearTimeout(timer);
  }, [ready, modules]);
}
