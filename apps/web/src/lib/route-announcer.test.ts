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

  it('reads a change of the query alone when it renames the screen, and not while a field is typed in', async () => {
    document.title = 'Mercado Vedado';
    announceNavigation();
    await vi.advanceTimersByTimeAsync(SETTLED_MS * 2);
    // A category's tile turned the front into its listing: same path, another screen.
    announceNavigation(true);
    document.title = 'Bebidas | Mercado Vedado';
    await vi.advanceTimersByTimeAsync(SETTLED_MS * 2);
    expect(spoken()).toBe('Bebidas | Mercado Vedado');
    // Sorted another way: the region keeps what it said, untouched, so nothing is read again.
    const region = document.querySelector('[aria-live="assertive"]');
    const text = region?.firstChild;
    announceNavigation(true);
    await vi.advanceTimersByTimeAsync(SETTLED_MS * 2);
    expect(region?.firstChild).toBe(text);
    // Typed in the listing's search box: the address follows the typing, and nothing talks over it.
    const field = document.body.appendChild(document.createElement('input'));
    field.focus();
    announceNavigation(true);
    document.title = 'Resultados para «caf» | Mercado Vedado';
    await vi.advanceTimersByTimeAsync(SETTLED_MS * 2);
    expect(spoken()).toBe('Bebidas | Mercado Vedado');
    field.remove();
  });
});
