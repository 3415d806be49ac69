import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announceNavigation, SETTLED_MS } from './route-announcer';

const spoken = () => document.querySelector('[aria-live="assertive"]')?.textContent;

describe('announceNavigation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.title = 'Mercado Vedado';
  });
  afterEach(() => vi.useRealTimers());

  it('reads the new screen’s name once its tab has settled, not the names it passes through', async () => {
    announceNavigation();
    // The new screen names its tab once its data is in: the name it had meanwhile is not read.
    document.title = 'Carrito | Mercado Vedado';
    await vi.advanceTimersByTimeAsync(SETTLED_MS / 2);
    document.title = 'Café Cubita molido 250 g | Mercado Vedado';
    await vi.advanceTimersByTimeAsync(SETTLED_MS / 2);
    expect(spoken()).toBe('');
    await vi.advanceTimersByTimeAsync(SETTLED_MS);
    expect(spoken()).toBe('Café Cubita molido 250 g | Mercado Vedado');
    // One region speaks for every navigation.
    announceNavigation();
    document.title = 'Ofertas | Mercado Vedado';
    await vi.advanceTimersByTimeAsync(SETTLED_MS * 2);
    expect(spoken()).toBe('Ofertas | Mercado Vedado');
    expect(document.querySelectorAll('[aria-live="assertive"]')).toHaveLength(1);
  });
});
