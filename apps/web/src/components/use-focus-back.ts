import { useCallback, useEffect, useState } from 'react';

/** How long after a dialog has gone the button it gave the focus back to is watched (a list read again after it). */
const WATCH_MS = 5_000;

const isLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Puts the focus on `target` if the focus was lost (left on the page's body), once a closed dialog has left the page:
 * at the end of its exit transition it is still there, holding the focus. When the focus went back to a button whose
 * row the change then removes (the list arrives again after the dialog has gone), it is moved when the button goes.
 * Never moves a focus someone put elsewhere.
 */
export function focusIfLost(target: () => Element | null) {
  const focusTarget = () => {
    const element = target();
    if (element instanceof HTMLElement && element.isConnected) element.focus({ preventScroll: true });
  };
  window.setTimeout(() => {
    const held = document.activeElement;
    if (isLost()) return focusTarget();
    if (!(held instanceof HTMLElement)) return;
    const observer = new MutationObserver(() => {
      if (held.isConnected) return;
      stop();
      if (isLost()) focusTarget();
    });
    const timer = window.setTimeout(() => stop(), WATCH_MS);
    // Someone moving the focus on ends the watch.
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      document.removeEventListener('focusin', stop);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('focusin', stop);
  }, 10);
}

/**
 * Gives the focus back to the button that opened a dialog or drawer that was mounted already open: one unmounted on
 * close (a fresh form each time), or one whose code loads when its button is first pressed. Mantine's Modal and
 * Drawer remember the button only when `opened` turns true while they are mounted; mounted open, they left the focus on
 * the page's body when they closed, and a keyboard user started again from the top of the page (WCAG 2.4.3).
 *
 * It gives it back on unmount; a drawer that stays mounted calls the function it returns once it has closed
 * (`onExitTransitionEnd`).
 */
export function useFocusBack(opened: boolean): () => void {
  // Read while rendering, before the dialog's focus trap moves the focus into it.
  const [opener] = useState(() =>
    opened && typeof document !== 'undefined' ? document.activeElement : null,
  );
  const focusBack = useCallback(() => focusIfLost(() => opener), [opener]);
  useEffect(() => focusBack, [focusBack]);
  return focusBack;
}
