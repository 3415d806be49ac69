import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
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

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  await resetLanguage();
});
