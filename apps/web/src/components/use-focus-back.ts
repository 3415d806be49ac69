import { useCallback, useEffect, useState } from 'react';

/**
 * Puts the focus on `target` if the focus was lost (left on the page's body), once a closed dialog has left the page:
 * at the end of its exit transition it is still there, holding the focus. Never moves a focus someone put elsewhere.
 */
export function focusIfLost(target: () => Element | null) {
  window.setTimeout(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    const element = lost ? target() : null;
    if (element instanceof HTMLElement && element.isConnected) element.focus({ preventScroll: true });
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
