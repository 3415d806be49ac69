import { waitFor } from '@testing-library/react';
import { act, type ReactNode, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BelowTheFold, wakeWaitingParts } from './below-the-fold';

function Counter() {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {`Pulsado ${clicks}`}
    </button>
  );
}

function SearchBox() {
  const [text, setText] = useState('');
  return (
    <>
      <input aria-label="Buscar" value={text} onChange={(event) => setText(event.target.value)} />
      <output>{text}</output>
    </>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** Renders `part` below the fold as the server would, then hydrates it far below the screen; returns `near()`. */
async function serverRenderedFarBelow(part: ReactNode, prefix: string) {
  const app = <BelowTheFold>{part}</BelowTheFold>;
  vi.stubGlobal('IntersectionObserver', undefined);
  const container = document.createElement('div');
  container.innerHTML = renderToString(app, { identifierPrefix: prefix });
  document.body.append(container);

  let near = () => {};
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        near = () => callback([{ isIntersecting: true }]);
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 5000 } as DOMRect);
  await act(async () => {
    root = hydrateRoot(container, app, { identifierPrefix: prefix });
  });
  return { container, near: () => act(async () => near()) };
}

describe('a part of the page below the fold (issue 13)', () => {
  it('keeps the server HTML and comes alive only when it nears the screen', async () => {
    const { container, near } = await serverRenderedFarBelow(<Counter />, 'a');
    const button = container.querySelector('button') as HTMLButtonElement;

    await act(async () => button.click());
    expect(button.textContent).toBe('Pulsado 0');

    await near();
    await act(async () => button.click());
    expect(button.textContent).toBe('Pulsado 1');
    // The same element: React took over the server's HTML instead of drawing it again.
    expect(container.querySelector('button')).toBe(button);
  });

  it('comes alive when the shopper reaches into it, and keeps what was typed before', async () => {
    const { container } = await serverRenderedFarBelow(<SearchBox />, 'b');
    const field = container.querySelector('input') as HTMLInputElement;

    await act(async () => {
      field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      field.value = 'café';
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });

    await waitFor(() => expect(container.querySelector('output')?.textContent).toBe('café'));
  });

  it('comes alive when a navigation wakes the parts that still wait, wherever they are', async () => {
    const { container } = await serverRenderedFarBelow(<Counter />, 'c');
    const button = container.querySelector('button') as HTMLButtonElement;

    await act(async () => wakeWaitingParts());
    await act(async () => button.click());
    expect(button.textContent).toBe('Pulsado 1');
  });
});
