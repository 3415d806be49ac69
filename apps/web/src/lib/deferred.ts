import { type ComponentType, createElement, lazy } from 'react';
import { retriedWhenOnline } from './offline';

/** Every deferred part's loader, so that they can all be loaded at once (`preloadDeferred`). */
const loaders = new Set<() => Promise<unknown>>();
/** The loaders of the parts a server-rendered page may open on, by the module a route's `parts` name (decision 071). */
const partLoaders = new Map<string, Set<() => Promise<unknown>>>();
/** The loaders whose chunk has arrived (or failed for good): their part renders without suspending. */
const settled = new Set<() => Promise<unknown>>();

/**
 * React.lazy for a part of a screen that its first paint does not need (a drawer, a menu, the toasts): rendered
 * inside <Suspense>, its chunk loads right after the page instead of with it. Should the chunk fail to load (a
 * deploy removed it, the network dropped), `failed` (by default nothing) is shown instead of breaking the screen.
 * Once loaded it renders at once, without suspending: `part` names the module of a part the page may open on, whose
 * code `loadDeferredParts` brings before the page hydrates. Such a part, the server's HTML until then, waits for the
 * connection when its chunk fails offline (as lib/lazy-part.ts does): hydrated as `failed`, it was not what the server
 * drew, and React threw the server's away (the footer of a page first read online vanished when scrolled to offline).
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  failed: ComponentType<P> = () => null,
  part?: string,
) {
  let kept: ComponentType<P> | undefined;
  const fetchCode = part ? retriedWhenOnline(load) : load;
  const keep = (): Promise<ComponentType<P>> =>
    fetchCode().then(
      (component) => {
        kept = component;
        settled.add(keep);
        return component;
      },
      () => {
        kept = failed;
        settled.add(keep);
        return failed;
      },
    );
  loaders.add(keep);
  if (part) partLoaders.set(part, new Set([...(partLoaders.get(part) ?? []), keep]));
  const Lazy = lazy(async () => ({ default: await keep() }));
  return function Deferred(props: P) {
    return createElement(kept ?? Lazy, props);
  };
}

/**
 * Loads the deferred parts of these modules, so that they hydrate with the page (main.tsx): a part still loading would
 * stay the server's HTML past the page's hydration, and the click app-boot.js replays then would be lost on it.
 */
export function loadDeferredParts(parts: string[]): Promise<unknown> {
  return Promise.allSettled(
    parts.flatMap((part) => [...(partLoaders.get(part) ?? [])].map((load) => load())),
  );
}

/** Whether the deferred parts of these modules are all there already (loading them again would only wait a tick). */
export function deferredPartsLoaded(parts: string[]): boolean {
  return parts.every((part) => [...(partLoaders.get(part) ?? [])].every((load) => settled.has(load)));
}

/**
 * Loads every deferred part now. The web tests call it before they start: a part whose chunk arrived after its
 * test had ended made React render into a torn-down page ("window is not defined").
 */
export function preloadDeferred(): Promise<unknown> {
  return Promise.allSettled([...loaders].map((load) => load()));
}
