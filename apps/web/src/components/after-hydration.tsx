import { type ReactNode, Suspense, useEffect, useState } from 'react';

/**
 * Renders its children only in the browser, once the page is interactive: what it wraps (often a lazy chunk with its
 * own request) is neither in the server's HTML nor in the hydration, so neither waits for it. Only this wrapper
 * renders again when it appears.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null;
}
