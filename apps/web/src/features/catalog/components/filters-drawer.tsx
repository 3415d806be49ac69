import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFocusBack } from '../../../components/use-focus-back';

interface FiltersDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/**
 * The filters on a phone, from the left; its own chunk, as /store's first paint does not need it. Pressed before its
 * chunk arrived, it mounts open, and gives the focus back to the filters button itself once closed.
 */
export function FiltersDrawer({ opened, onClose, title, children }: FiltersDrawerProps) {
  const focusBack = useFocusBack(opened);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={focusBack}
      title={title}
      position="left"
      size="xs"
    >
      {children}
    </Drawer>
  );
}
