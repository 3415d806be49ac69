import { act } from '@testing-library/react';
import { type ComponentType, type ReactNode, Suspense, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import { BelowTheFold } from '../components/below-the-fold';
import { deferred, loadDeferredParts } from '../lib/deferred';

/** Parts of a server-rendered page below the fold, hydrated in jsdom as the browser would (components/below-the-fold.tsx). */

/** Says whether React has taken it over: its effect runs only then. */
export function Alive() {
  const [alive, setAlive] = useState(false);
  useEffect(() => setAlive(true), []);
  return <p>{alive ? 'Vivo' : 'Del servidor'}</p>;
}

export function Counter() {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {`Pulsado ${clicks}`}
    </button>
  );
}

let root: Root | undefined;

/** For `afterEach`: unmounts the page a test hydrated and forgets its stubs. */
export function unmountServerParts() {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
}

/**
 * Renders `part` below the fold as the server would (`served`, when the server's tree differs), then hydrates it far
 * below the screen; returns `near()`.
 */
export async function serverRenderedFarBelow(
  part: ReactNode,
  prefix: string,
  { served = part, needs, top = 5000 }: { served?: ReactNode; needs?: string[]; top?: number } = {},
) {
  const app = <BelowTheFold needs={needs}>{part}</BelowTheFold>;
  vi.stubGlobal('IntersectionObserver', undefined);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<BelowTheFold>{served}</BelowTheFold>, { identifierPrefix: prefix });
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
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
  await act(async () => {
    root = hydrateRoot(container, app, { identifierPrefix: prefix });
  });
  return { container, near: () => act(async () => near()) };
}

/**
 * A part holding a lazy part of its own (`deferred(…, name)`, as the front's catalogue holds its filters and every page's
 * frame its footer) whose code comes from `load`, served whole by the server and hydrated `top` px down the page (far
 * below by default).
 */
export async function serverRenderedWithLazyPart(
  prefix: string,
  load: () => Promise<ComponentType>,
  top?: number,
) {
  const name = `test/lazy-counter-${prefix}`;
  const LazyCounter = deferred(load, undefined, name);
  const served = (lazyPart: ReactNode) => (
    <>
      <Alive />
      <Suspense fallback={null}>{lazyPart}</Suspense>
    </>
  );
  const { container, near } = await serverRenderedFarBelow(served(<LazyCounter />), prefix, {
    served: served(<Counter />),
    needs: [name],
    top,
  });
  return {
    name,
    near,
    /** The lazy part's button as it is now (none while the part is drawn anew without its code). */
    button: () => container.querySelector('button'),
    /** What the part's `Alive` says: whether React has taken the part over. */
    state: () => container.querySelector('p')?.textContent,
  };
}

/** `serverRenderedWithLazyPart` whose code arrives only on `open()`. */
export async function serverRenderedWithGatedPart(prefix: string, top?: number) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const part = await serverRenderedWithLazyPart(
    prefix,
    async () => {
      await gate;
      return Counter;
    },
    top,
  );
  return {
    button: part.button() as HTMLButtonElement,
    state: part.state,
    open: () =>
      act(async () => {
        release();
        await loadDeferredParts([part.name]);
      }),
  };
}

/** Lets whatever React and the timers had queued run. */
export async function settle() {
  for (let task = 0; task < 10; task++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
