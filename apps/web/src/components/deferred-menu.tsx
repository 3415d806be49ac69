import {
  type ComponentType,
  cloneElement,
  type ReactElement,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { deferred } from '../lib/deferred';

/** What a menu loaded by DeferredMenu receives: the control that opens it, and whether to open at once. */
export interface MenuPartProps {
  target: ReactElement;
  defaultOpened: boolean;
}

type Target = ReactElement<{ onClick?: () => void }>;

/**
 * deferred() for a module holding a Mantine Menu (Menu → Popover → floating-ui, which no page needs to paint).
 * Should its chunk fail to load, the control shows alone.
 */
export function deferredMenu<P extends MenuPartProps>(load: () => Promise<ComponentType<P>>) {
  return deferred(load, ({ target }: P) => target);
}

interface DeferredMenuProps {
  /** The control that opens the menu, shown at once. */
  target: Target;
  /** The menu (a component from deferredMenu) around `target`. */
  children: (part: MenuPartProps) => ReactNode;
}

/**
 * A header menu whose control paints with the page while the menu itself loads right after. A click (or Enter)
 * on the control before the menu has arrived is not lost: the menu opens as soon as it does.
 */
export function DeferredMenu({ target, children }: DeferredMenuProps) {
  const [clicked, setClicked] = useState(false);
  const waiting = cloneElement(target, { onClick: () => setClicked(true) });
  return <Suspense fallback={waiting}>{children({ target, defaultOpened: clicked })}</Suspense>;
}
