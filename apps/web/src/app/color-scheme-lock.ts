import { useEffect, useSyncExternalStore } from 'react';

/**
 * Screens that force the light colour scheme while mounted (SPEC §2: some admin pages). The user's own choice stays
 * stored untouched and comes back when they leave.
 */
let locks = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function forcedScheme(): 'light' | undefined {
  return locks > 0 ? 'light' : undefined;
}

function changeLocks(delta: number) {
  locks += delta;
  for (const listener of listeners) listener();
}

export function useForcedColorScheme() {
  return useSyncExternalStore(subscribe, forcedScheme, forcedScheme);
}

export function useForceLightScheme() {
  useEffect(() => {
    changeLocks(1);
    return () => changeLocks(-1);
  }, []);
}
