import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { useForcedColorScheme } from './color-scheme-lock';
import { NOTIFICATIONS, theme } from './theme';

interface ProvidersProps {
  children: ReactNode;
  /** `test` turns off Mantine's transitions and portals in component tests. */
  env?: 'default' | 'test';
}

export function Providers({ children, env = 'default' }: ProvidersProps) {
  const forcedScheme = useForcedColorScheme();
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme={forcedScheme} env={env}>
        <Notifications position={NOTIFICATIONS.position} autoClose={NOTIFICATIONS.autoClose} />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
