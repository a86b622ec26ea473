import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls to the section named by the URL hash (/#about, /#gallery…) on first load and on every
 * client-side navigation, including a second click on the same header link. The browser cannot
 * do it by itself: the section does not exist yet when the page's script is still loading.
 * `contentReady` turning true scrolls once more, correcting for content above the section that
 * changed height when it loaded.
 */
export function useScrollToHash(contentReady = true): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash || hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(id);
      if (!target) return;
      target.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
      // Move keyboard and screen-reader users along with the view.
      if (target.tabIndex >= -1 && target.hasAttribute('tabindex')) target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, key, contentReady]);
}
