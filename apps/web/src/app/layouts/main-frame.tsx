import { AppShell, Box, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CartButton } from '../../components/cart-button';
import { CoinSwitcher } from '../../components/coin-switcher';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { LanguageSwitcher } from '../../components/language-switcher';
import { NavList } from '../../components/nav-list';
import { PageLoader } from '../../components/page-loader';
import { StoreBrand } from '../../components/store-brand';
import { UserMenu } from '../../components/user-menu';
import { canOpenAdmin } from '../../lib/admin-access';
import { useCurrentUser } from '../../lib/current-user';
import { trackPage } from '../../lib/track';
import { STORE_NAV } from '../store-nav';

/**
 * The footer's code comes after the page's own (issue 13): a server-rendered page shows the footer from its HTML at
 * once, and React hydrates it when its chunk arrives.
 */
const SiteFooter = lazy(async () => ({ default: (await import('../../components/site-footer')).SiteFooter }));

interface MainFrameProps {
  /** The left navigation drawer; the profile and redirect pages go without it. */
  drawer?: boolean;
  children: ReactNode;
}

/** The storefront's frame (SPEC §2 "main"): header, optional drawer, the screen, then the footer. */
export function MainFrame({ drawer = true, children }: MainFrameProps) {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the drawer closes whenever the path changes.
  useEffect(() => close(), [pathname, close]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a page view is counted whenever the path changes.
  useEffect(() => trackPage(), [pathname]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={drawer ? { width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } } : undefined}
      padding={0}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {drawer ? (
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={t('nav.toggle')}
              />
            ) : null}
            <StoreBrand />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <CoinSwitcher />
            <LanguageSwitcher />
            <ColorSchemeToggle />
            <CartButton />
            <UserMenu canOpenAdmin={canOpenAdmin(user)} />
          </Group>
        </Group>
      </AppShell.Header>
      {drawer ? (
        <AppShell.Navbar p="sm" aria-label={t('nav.label')}>
          <NavList items={STORE_NAV} onNavigate={close} />
        </AppShell.Navbar>
      ) : null}
      <AppShell.Main display="flex" style={{ flexDirection: 'column' }}>
        <Box flex={1}>
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        </Box>
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
