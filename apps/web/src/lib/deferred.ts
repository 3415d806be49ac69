import { type ComponentType, lazy } from 'react';

/** Every deferred part's loader, so that they can all be loaded at once (`preloadDeferred`). */
const loaders = new Set<() => Promise<unknown>>();

/**
 * React.lazy for a part of a screen that its first paint does not need (a drawer, a menu, the toasts): rendered
 * inside <Suspense>, its chunk loads right after the page instead of with it. Should the chunk fail to load (a
 * deploy removed it, the network dropped), `failed` (by default nothing) is shown instead of breaking the screen.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  failed: ComponentType<P> = () => null,
) {
  loaders.add(load);
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: failed }),
    ),
  );
}

/**
 * Loads every deferred part now. The web tests call it before they start: a part whose chunk arrived after its
 * test had ended made React render into a torn-down page ("window is not defined").
 */
export function preloadDeferred(): Promise<unknown> {
  return Promise.allSettled([...loaders].map((load) => load()));
}
