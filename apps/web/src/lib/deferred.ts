import { type ComponentType, lazy } from 'react';

/**
 * React.lazy for a part of a screen that its first paint does not need (a drawer, a menu, the toasts): rendered
 * inside <Suspense>, its chunk loads right after the page instead of with it. Should the chunk fail to load (a
 * deploy removed it, the network dropped), `failed` (by default nothing) is shown instead of breaking the screen.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  failed: ComponentType<P> = () => null,
) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: failed }),
    ),
  );
}
