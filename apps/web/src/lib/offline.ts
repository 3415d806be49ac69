import { useSyncExternalStore } from 'react';
import { DATA_CACHE, PAGES_CACHE } from './offline-caches';

/** The service worker's copies that may hold a shopper's own pages and data (vite.config.ts, decision 017). */
const PERSONAL_CACHES = [PAGES_CACHE, DATA_CACHE];

/** Installs the service worker (production builds only): the built code is kept for the next visits. */
export function registerOfflineWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // The shop works without it, only without the offline copies.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** On sign-out: the next person at this browser must not read the last one's pages, cart or profile offline. */
export async function forgetOfflineCopies() {
  if (typeof caches === 'undefined') return;
  await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name).catch(() => false)));
}

/** A write attempted without a connection: refused at once, instead of hanging until the network gives up. */
export class OfflineError extends Error {
  constructor() {
    super('offline');
    this.name = 'OfflineError';
  }
}

export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Resolves once the browser has a connection again. */
function connectionBack(): Promise<unknown> {
  return new Promise((resolve) => window.addEventListener('online', resolve, { once: true }));
}

/**
 * A load of a part's code that, failing without a connection, waits for it and tries again instead of failing; online
 * a failure is still a failure (lib/lazy-part.ts, lib/deferred.ts; decisions 081 and 082).
 */
export function retriedWhenOnline<T>(load: () => Promise<T>): () => Promise<T> {
  const attempt = (): Promise<T> =>
    load().catch((error: unknown) => (isOffline() ? connectionBack().then(attempt) : Promise.reject(error)));
  return attempt;
}

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a connection; the server renders as online. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !isOffline(),
    () => true,
  );
}
