import { act, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Counter, serverRenderedWithLazyPart, unmountServerParts } from '../test/server-parts';
import { wakeWaitingParts } from './below-the-fold';

afterEach(() => {
  unmountServerParts();
  vi.restoreAllMocks();
});

/** The connection, as `navigator.onLine` says it and the `online` event announces its return. */
function connection() {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  return {
    back: () =>
      act(async () => {
        onLine.mockReturnValue(true);
        window.dispatchEvent(new Event('online'));
      }),
  };
}

/** A lazy part's code not kept for offline (the footer's, on a first visit): it comes only with the connection. */
const missedOffline = () =>
  vi.fn(async (): Promise<ComponentType> => {
    if (!navigator.onLine)
      throw new TypeError('Failed to fetch dynamically imported module: /assets/site-footer.js');
    return Counter;
  });

// Decision 082: the footer of a page first read online, its code not fetched yet when the connection dropped.
describe('a part below the fold, offline, whose lazy part has not come', () => {
  it('stays the server HTML when scrolled to, and is taken over once the connection is back', async () => {
    const line = connection();
    const load = missedOffline();
    const part = await serverRenderedWithLazyPart('oa', load);
    const served = part.button();

    await part.near();
    expect(load).toHaveBeenCalled();
    // Not drawn anew without its part (it vanished, and React complained of HTML that did not match).
    expect(part.state()).toBe('Del servidor');
    expect(part.button()).toBe(served);

    await line.back();
    await waitFor(() => expect(part.state()).toBe('Vivo'));
    // The same button: React took the server's HTML over.
    expect(part.button()).toBe(served);
    await act(async () => served?.click());
    expect(served?.textContent).toBe('Pulsado 1');
  });

  it('does not hold a navigation: it is drawn anew at once, and whole once the connection is back', async () => {
    const line = connection();
    const part = await serverRenderedWithLazyPart('ob', missedOffline());

    // React would hold the next page until the part had hydrated, which it cannot do without its lazy part's code.
    await act(async () => wakeWaitingParts());
    expect(part.state()).toBe('Vivo');
    expect(part.button()).toBeNull();

    await line.back();
    await waitFor(() => expect(part.button()?.textContent).toBe('Pulsado 0'));
    await act(async () => part.button()?.click());
    expect(part.button()?.textContent).toBe('Pulsado 1');
  });

  it('near the screen from the start, does not hold a navigation either', async () => {
    const line = connection();
    const part = await serverRenderedWithLazyPart('oc', missedOffline(), 0);
    expect(part.state()).toBe('Vivo');

    await act(async () => wakeWaitingParts());
    expect(part.button()).toBeNull();

    await line.back();
    await waitFor(() => expect(part.button()?.textContent).toBe('Pulsado 0'));
  });
});
