import { hydrate } from '@tanstack/react-query';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createRouter, type PageHandle, routes } from './app/router';
import { wakeWaitingParts } from './components/below-the-fold';
import { PageLoader } from './components/page-loader';
import { reloadOnPreloadError } from './lib/chunk-reload';
import { loadDeferredParts } from './lib/deferred';
import { keyFirstHistoryEntry } from './lib/first-history-key';
import { i18n, initI18n } from './lib/i18n';
import { registerOfflineWorker } from './lib/offline';
import { printInLight } from './lib/print-in-light';
import { queryClient } from './lib/query-client';
import { readServerState } from './server-state';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

reloadOnPreloadError();
const server = readServerState();
if (server) hydrate(queryClient, server.queries);
await initI18n();
// What the server writes in words (an order's status, the ways to pay, a refusal's reason) comes in the reader's
// language: a switch reads the data shown again, or it would stay in the language it was first read in.
i18n.on('languageChanged', () => {
  void queryClient.invalidateQueries();
});
if (server) await loadMatchedRoutes();
keyFirstHistoryEntry();
const router = createRouter(server?.router);
// A navigation re-renders the page around the parts below the fold that still wait (decision 040): they come alive
// first, or the next page would wait for them.
const firstLocation = router.state.location;
let announced = firstLocation;
router.subscribe((state) => {
  const { location } = state;
  if (state.navigation.state !== 'idle' || location !== firstLocation) wakeWaitingParts();
  // Another screen, or the same one showing something else (the front turned into a category's listing): its name is
  // read to screen readers, as a page load's is (lib/route-announcer.ts).
  if (state.navigation.state === 'idle' && location !== announced) {
    const samePath = location.pathname === announced.pathname;
    announced = location;
    // The old screen's name, taken before React renders the new one: the new name is the change from it.
    const before = document.title;
    // Without its code (offline before it was ever fetched) the screen changes unannounced, as it did before.
    import('./lib/route-announcer').then(
      ({ announceNavigation }) => announceNavigation(before, samePath),
      ignore,
    );
  }
});

const app = (
  <StrictMode>
    <Providers>
      <Suspense fallback={<PageLoader />}>
        <RouterProvider router={router} />
      </Suspense>
    </Providers>
  </StrictMode>
);
// In a transition React hydrates in slices and lets the browser answer taps between them, instead of one long
// task that blocks the page the shopper already sees.
if (server)
  startTransition(() => {
    hydrateRoot(container, app);
  });
else createRoot(container).render(app);
registerOfflineWorker();
printInLight();

/**
 * A server-rendered page hydrates with the code and words of its routes already loaded: a route still lazy would
 * first render the loading screen, which is not what the server sent.
 */
async function loadMatchedRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches
      .filter((match) => match.route.lazy)
      .map(async ({ route }) => {
        const load = route.lazy as () => Promise<object>;
        Object.assign(route, { ...(await load()), lazy: undefined });
      }),
  );
  // And the lazy parts the page opens on (decision 071), which the HTML preloaded: they hydrate with it.
  const url = new URL(window.location.href);
  const parts = matches.flatMap((match) => (match.route.handle as PageHandle | undefined)?.parts ?? []);
  await loadDeferredParts(parts.filter((part) => part.opensOn(url)).map((part) => part.source));
}

function ignore() {}
