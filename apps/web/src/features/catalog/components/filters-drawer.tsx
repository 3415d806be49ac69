import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

interface FiltersDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/** The filters on a phone, from the left; its own chunk, as /store's first paint does not need it. */
export function FiltersDrawer({ opened, onClose, title, children }: FiltersDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} title={title} position="left" size="xs">
      {children}
    </Drawer>
  );
}
