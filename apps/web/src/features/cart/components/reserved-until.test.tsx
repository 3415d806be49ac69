import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { ReservedUntil } from './reserved-until';

// 27 November: Havana is at UTC-5, Madrid at UTC+1. The line is held until 19:30 UTC.
const NOW = new Date('2026-11-27T18:00:00Z');
const EXPIRES_AT = '2026-11-27T19:30:00Z';

const line = (
  <MantineProvider theme={theme} env="test">
    <ReservedUntil expiresAt={EXPIRES_AT} />
  </MantineProvider>
);

/** A browser whose clock reads Madrid's time. */
function readerInMadrid() {
  const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolvedOptions.call(this), timeZone: 'Europe/Madrid' };
  });
}

let root: Root | undefined;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("a cart line's reservation time", () => {
  it("is said by the shop's clock in the server's HTML, which cannot know the reader's", () => {
    readerInMadrid();
    expect(renderToString(line)).toContain('Reservado hasta 14:30');
  });

  it("turns to the reader's own clock once the page hydrates, without a mismatch", async () => {
    readerInMadrid();
    const container = document.createElement('div');
    container.innerHTML = renderToString(line);
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, line, { onRecoverableError: recoverable });
    });
    expect(screen.getByText('Reservado hasta 20:30')).toBeTruthy();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it("is the reader's from the start when the cart is opened within the app", () => {
    readerInMadrid();
    render(line);
    expect(screen.getByText('Reservado hasta 20:30')).toBeTruthy();
  });

  it('gives the date too when the reservation ends on another day of the reader', () => {
    readerInMadrid();
    vi.setSystemTime(new Date('2026-11-27T22:00:00Z')); // 23:00 in Madrid; the line is held until 00:30 there
    render(
      <MantineProvider theme={theme} env="test">
        <ReservedUntil expiresAt="2026-11-27T23:30:00Z" />
      </MantineProvider>,
    );
    expect(screen.getByText('Reservado hasta 28/11/26, 0:30')).toBeTruthy();
  });
});
