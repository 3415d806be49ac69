import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

function Zoom({ name }: { name: string }) {
  return <p>{name} enlarged</p>;
}

/** What the route's error page stands for here: the part took the page down. */
class PageLost extends Component<{ children: ReactNode }, { lost: boolean }> {
  override state = { lost: false };
  static getDerivedStateFromError() {
    return { lost: true };
  }
  override componentDidCatch() {}
  override render() {
    return this.state.lost ? <p>page lost</p> : this.props.children;
  }
}

const missingChunk = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/image-zoom.js');

afterEach(() => vi.restoreAllMocks());

describe('lazyPart', () => {
  it('offline, waits for the connection instead of failing, and shows the part once it is back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi
      .fn<() => Promise<{ default: typeof Zoom }>>()
      .mockRejectedValueOnce(missingChunk())
      .mockResolvedValue({ default: Zoom });
    const Part = lazyPart(load);
    render(
      <PageLost>
        <p>the product</p>
        <Suspense fallback={null}>
          <Part name="Ventilador" />
        </Suspense>
      </PageLost>,
    );
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('the product')).toBeTruthy();
    expect(screen.queryByText('page lost')).toBeNull();

    onLine.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Ventilador enlarged')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("online, a chunk that fails is still the route's error (a deploy removed it: the page reloads once)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = lazyPart<typeof Zoom>(() => Promise.reject(missingChunk()));
    render(
      <PageLost>
        <Suspense fallback={null}>
          <Part name="Ventilador" />
        </Suspense>
      </PageLost>,
    );
    expect(await screen.findByText('page lost')).toBeTruthy();
  });
});
