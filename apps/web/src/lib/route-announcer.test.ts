import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announceNavigation, SETTLED_MS, UNNAMED_MS } from './route-announcer';

const spoken = () => document.querySelector('[aria-live="assertive"]')?.textContent;

/** A navigation as main.tsx reports it: the name the tab had when the router was done. */
const navigate = (samePath = false) => announceNavigation(document.title, samePath);

describe('announceNavigation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.title = 'Mercado Vedado';
  });
  afterEach(() => vi.useRealTimers());

  it('reads the new screen’s name once its tab has settled, not the names it passes through', async () => {
    navigate();
    // The new screen names its tab once its data is in: the name it had meanwhile is not read.
    document.title = 'Carrito | Mercado Vedado';
    await vi.advanceTimersByTimeAsync(SETTLED_MS / 2);
    document.title = 'Café Cubita molido 250 g | Mercado Vedado';
    await vi.advanceTimersByTimeAsync(SETTLED_MS / 2);
    expect(spoken()).toBe('');
    await vi.advanceTimersByTimeAsync(SETTLED_MS);
    expect(spoken()).toBe('Café Cubita molido 250 g | Mercado Vedado');
    // One region speaks for every navigation.
    navigate();
    document.title = 'Ofertas | Mercado Vedado';
    await vi.advanceTimersByTimeAsync(SETTLED_MS * 2);
    expect(spoken()).toBe('Ofertas | Mercado Vedado');
    expect(document.querySelectorAll('[aria-live="assertive"]')).toHaveLength(1);
  });

  it('waits for a slow screen to name itself instead of reading the name of the one it left', async () => {
    const earlier = spoken();
    navigate();
    // A slow phone: the new screen renders a second and a half after the router is done.
    await vi.advanceTimersByTimeAsync(1500);
    expect(spoken()).toBe(earlier);
    document.title = 'Mis pedidos | Mercado Vedado';
    await vi.advanceTimersByTimeAsync(SETTLED_MS);
    expect(spoken()).toBe('Mis pedidos | Mercado Vedado');
  });

  it('reads a name that changed before its code arrived, and a screen that never names its tab', async () => {
    // The announcer's code came over the network after the new screen had named its tab already.
    const before = document.title;
    document.title = 'Blog | Mercado Vedado';
    announceNavigation(before);
    await vi.advanceTimersByTimeAsync(SETTLED_MS);
    expect(spoken()).toBe('Blog | Mercado Vedado');
    // A screen without a heading of its own keeps the tab's name, which is read as its own after a while.
    document.title = 'Mercado Vedado';
    await vi.advanceTimersByTimeAsync(SETTLED_MS);
    navigate();
    await vi.advanceTimersByTimeAsync(UNNAMED_MS);
    expect(spoken()).toBe('Mercado Vedado');
  });

  it('reads a change of the query alone when it renames the screen, and not while a field is typed in', async () => {
    navigate();
    await vi.advanceTimersByTimeAsync(UNNAMED_MS);
    // A category's tile turned the front into its listing: same path, another screen.
    navigate(true);
    document.title = 'Bebidas | Mercado Vedado';
    await vi.advanceTimersByTimeAsync(SETTLED_MS * 2);
    expect(spoken()).toBe('Bebidas | Mercado Vedado');
    // Sorted another way: the region keeps what it said, untouched, so nothing is read again.
    const region = document.querySelector('[aria-live="assertive"]');
    const text = region?.firstChild;
    navigate(true);
    await vi.advanceTimersByTimeAsync(UNNAMED_MS);
    expect(region?.firstChild).toBe(text);
    // Typed in the listing's search box: the address follows the typing, and nothing talks over it.
    const field = document.body.appendChild(document.createElement('input'));
    field.focus();
    navigate(true);
    document.title = 'Resultados para «caf» | Mercado Vedado';
    await vi.advanceTimersByTimeAsync(SETTLED_MS * 2);
    expect(spoken()).toBe('Bebidas | Mercado Vedado');
    field.remove();
  });
});
