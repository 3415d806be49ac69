import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusIfLost } from './use-focus-back';

function page() {
  document.body.innerHTML =
    '<main id="main" tabindex="-1"><ul><li><button>Eliminar</button></li></ul></main>';
  return {
    main: document.getElementById('main') as HTMLElement,
    button: document.querySelector('button') as HTMLButtonElement,
  };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the focus after a dialog has gone', () => {
  it('goes to the target when it was left on the page’s body', () => {
    vi.useFakeTimers();
    const { main } = page();
    focusIfLost(() => main);
    vi.advanceTimersByTime(10);
    expect(document.activeElement).toBe(main);
  });

  it('follows the button it went back to when the list read again removes its row', async () => {
    vi.useFakeTimers();
    const { main, button } = page();
    button.focus();
    focusIfLost(() => main);
    vi.advanceTimersByTime(10);
    expect(document.activeElement).toBe(button);
    button.closest('li')?.remove();
    if (document.activeElement !== document.body) (document.activeElement as HTMLElement | null)?.blur();
    await vi.waitFor(() => expect(document.activeElement).toBe(main));
  });

  it('leaves a focus someone moved on', async () => {
    vi.useFakeTimers();
    const { main, button } = page();
    const other = document.createElement('input');
    document.body.append(other);
    button.focus();
    focusIfLost(() => main);
    vi.advanceTimersByTime(10);
    other.focus();
    button.closest('li')?.remove();
    await Promise.resolve();
    expect(document.activeElement).toBe(other);
  });
});
