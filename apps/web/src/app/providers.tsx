import './storefront-styles';
import '@mantine/notifications/styles.layer.css';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { deferred } from '../lib/deferred';
import { queryClient } from '../lib/query-client';
import { useForcedColorScheme } from './color-scheme-lock';
import { theme } from './theme';

// The toasts' container (with its transitions and swipe handling) is not needed to paint a page: it loads right
// after, and the notifications store keeps any toast sent before it arrives, which then shows as usual.
const NotificationsHost = deferred(async () => (await import('./notifications-host')).NotificationsHost);

interface ProvidersProps {
  children: ReactNode;
  /** `test` turns off Mantine's transitions and portals in component tests. */
  env?: 'default' | 'test';
  /** The server render gives each request its own cache; the browser has one. */
  client?: QueryClient;
}

export function Providers({ children, env = 'default', client = queryClient }: ProvidersProps) {
  const forcedScheme = useForcedColorScheme();
  return (
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme={forcedScheme} env={env}>
        <Suspense fallback={null}>
          <NotificationsHost />
        </Suspense>
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
