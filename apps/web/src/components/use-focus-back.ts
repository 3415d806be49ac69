import { useCallback, useEffect, useState } from 'react';

/**
 * Gives the focus back to the button that opened a dialog or drawer that was mounted already open: one unmounted on
 * close (a fresh form each time), or one whose code loads when its button is first pressed. Mantine's Modal and
 * Drawer remember the button only when `opened` turns true while they are mounted; mounted open, they left the focus on
 * the page's body when they closed, and a keyboard user started again from the top of the page (WCAG 2.4.3).
 *
 * It gives it back on unmount; a drawer that stays mounted calls the function it returns once it has closed
 * (`onExitTransitionEnd`). Either way only when the focus was lost, so never away from where Mantine put it.
 */
export function useFocusBack(opened: boolean): () => void {
  // Read while rendering, before the dialog's focus trap moves the focus into it.
  const [opener] = useState(() =>
    opened && typeof document !== 'undefined' ? document.activeElement : null,
  );
  const focusBack = useCallback(() => {
    // Once the closed dialog has left the page: at the end of its exit transition it is still there, holding the focus.
    window.setTimeout(() => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
    }, 10);
  }, [opener]);
  useEffect(() => focusBack, [focusBack]);
  return focusBack;
}
