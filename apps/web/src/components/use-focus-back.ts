import { useEffect, useState } from 'react';

/**
 * Gives the focus back to the button that opened a dialog mounted open and unmounted on close (a fresh form each
 * time). Mantine's Modal returns the focus only when `opened` turns false while it stays mounted; unmounted, it left
 * the focus on the page's body, and a keyboard user started again from the top of the page (WCAG 2.4.3).
 */
export function useFocusBack(opened: boolean) {
  // Read while rendering, before the dialog's focus trap moves the focus into it.
  const [opener] = useState(() =>
    opened && typeof document !== 'undefined' ? document.activeElement : null,
  );
  useEffect(
    () => () => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
    },
    [opener],
  );
}
