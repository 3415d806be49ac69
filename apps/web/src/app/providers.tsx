import './storefront-styles';
import '@mantine/notifications/styles.layer.css';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cookieColorScheme } from '../lib/color-scheme-cookie';
import { deferred } from '../lib/deferred';
import { queryClient } from '../lib/query-client';
import { useStoreIdentity } from '../lib/store-identity';
import { useForcedColorScheme } from './color-scheme-lock';
import { cssVariablesResolver, theme, withControlNames } from './theme';

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
  return (
    <QueryClientProvider client={client}>
      <ShopTheme env={env}>
        <Suspense fallback={null}>
          <NotificationsHost />
        </Suspense>
        {children}
      </ShopTheme>
    </QueryClientProvider>
  );
}

/**
 * Mantine with the shop's main colour and starting colour mode, as staff set them (Customization); a shopper's own
 * choice (Mantine's storage, else the cookie the server painted with) comes first.
 */
function ShopTheme({ children, env }: { children: ReactNode; env: ProvidersProps['env'] }) {
  const forcedScheme = useForcedColorScheme();
  const { primary_color, color_scheme } = useStoreIdentity();
  const { t } = useTranslation('common');
  const close = t('close');
  const clear = t('clear');
  const shopTheme = useMemo(
    () => withControlNames({ ...theme, primaryColor: primary_color }, { close, clear }),
    [primary_color, close, clear],
  );
  return (
    <MantineProvider
      theme={shopTheme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme={cookieColorScheme() ?? color_scheme}
      forceColorScheme={forcedScheme}
      env={env}
    >
      {children}
    </MantineProvider>
  );
}
