import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { deferred, preloadDeferred } from './deferred';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

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
});
