import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, loadDeferredParts, preloadDeferred } from './deferred';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

afterEach(() => vi.restoreAllMocks());

describe('deferred', () => {
  it('shows the component once its chunk has loaded', async () => {
    const Late = deferred(async () => Greeting);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Late name="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Hello Ana')).toBeTruthy();
  });

  it('shows `failed` instead of breaking the screen when the chunk cannot load', async () => {
    const Broken = deferred<{ name: string }>(
      () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
      ({ name }) => <p>without {name}</p>,
    );
    render(
      <Suspense fallback={<p>loading</p>}>
        <Broken name="menu" />
      </Suspense>,
    );
    expect(await screen.findByText('without menu')).toBeTruthy();
  });

  it('loads every deferred part at once when asked', async () => {
    let loads = 0;
    deferred(async () => {
      loads += 1;
      return Greeting;
    });
    await preloadDeferred();
    expect(loads).toBe(1);
  });

  // A server-rendered page that opens on a part hydrates it with itself (decision 071): no moment without it.
  it("renders a part the page opens on at once, once its module's parts are loaded", async () => {
    const Filters = deferred(async () => Greeting, undefined, 'src/filters.ts');
    const Other = deferred(async () => Greeting, undefined, 'src/other.ts');
    await loadDeferredParts(['src/filters.ts']);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Filters name="filtros" />
      </Suspense>,
    );
    expect(screen.getByText('Hello filtros')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    render(
      <Suspense fallback={<p>still loading</p>}>
        <Other name="otros" />
      </Suspense>,
    );
    expect(screen.getByText('still loading')).toBeTruthy();
  });

  // Decision 082: the server's HTML of such a part stays until its code comes, instead of hydrating into `failed`.
  it('offline, a part a page may open on waits for the connection instead of showing `failed`; another does not', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = async () => {
      if (!navigator.onLine)
        throw new TypeError('Failed to fetch dynamically imported module: /assets/site-footer.js');
      return Greeting;
    };
    const without = ({ name }: { name: string }) => <p>without {name}</p>;
    const Footer = deferred(load, without, 'src/footer.ts');
    const Menu = deferred(load, without);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Footer name="pie" />
      </Suspense>,
    );
    render(
      <Suspense fallback={<p>loading</p>}>
        <Menu name="menú" />
      </Suspense>,
    );
    expect(await screen.findByText('without menú')).toBeTruthy();
    expect(screen.getByText('loading')).toBeTruthy();

    onLine.mockReturnValue(true);
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Hello pie')).toBeTruthy();
    expect(screen.queryByText('without pie')).toBeNull();
  });
});
