import { createElement, lazy, useState, type ComponentType } from 'react';

export type Preloadable<P extends object> = ComponentType<P> & {
  /** Starts the download before React asks; every call returns the same promise. */
  preload: () => Promise<unknown>;
};

/**
 * A component loaded when first drawn (React.lazy), which can also be asked for early. Once its
 * module has arrived, new instances draw it directly: React.lazy would still suspend for one pass on
 * its first render, and a Suspense boundary that showed its fallback holds what it reveals back for
 * up to 300 ms (a preloaded dialog would open late).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        // A failed early download is not final: drawing the component asks again.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);

  function PreloadableComponent(props: P) {
    // Fixed per instance: switching an instance from Lazy to the module's own component would remount it.
    const [ready] = useState(() => loaded);
    return createElement(ready ?? Lazy, props);
  }
  return Object.assign(PreloadableComponent, { preload });
}
