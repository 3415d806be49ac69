import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { forgetServerParts } from '../components/below-the-fold';
import { preloadDeferred } from '../lib/deferred';
import { queryClient } from '../lib/query-client';
import { resetLanguage } from './i18n';

// Mantine reads these browser APIs that happy-dom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
// Mantine's autosizing Textarea listens for web fonts loading; happy-dom has no FontFaceSet.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

// No test reaches the network. A request no test answered gets the 404 an unstubbed route gets from `stubApi`;
// without this, happy-dom's own fetch would try a server at its page's address (localhost:3000), and a screen whose
// parts load late (the dashboard's panels) printed "connect ECONNREFUSED" into the run once its test had ended.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      Response.json({ message: `No stub for ${String(input)}` }, { status: 404 }),
    ),
  );
});

// The analytics collector's beacons go nowhere: happy-dom's own would fetch a server that is not there, and a
// collector loaded by one file keeps its queue and its timer into the files that share its worker (isolate: false).
beforeEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: () => true, configurable: true, writable: true });
});

// Menus, tooltips and the toasts' host load after the page (lib/deferred.ts): load them before the tests, so that
// none arrives once a test file's page is gone.
beforeAll(() => preloadDeferred());

// A screen's code and words load as their own chunks: on a busy CI machine that can take longer than Testing
// Library's default second. Waiting longer costs a passing test nothing; it only stops false failures.
configure({ asyncUtilTimeout: 5_000 });

// Vitest runs without globals, so Testing Library cannot register its own clean-up. This file runs before each test
// file, also where files share their modules (isolate: false), so every reset of shared state belongs here: a hook
// registered in a shared module would be registered only in the first file that imports it.
afterEach(async () => {
  cleanup();
  // The app's query cache and the notifications store are modules' state, shared by every test of a worker.
  queryClient.clear();
  notifications.clean();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  await resetLanguage();
  forgetServerParts();
});
