// The back office uses every kind of Mantine component: it loads all their styles (the storefront only its own).
import '@mantine/core/styles.layer.css';
import '../../components/segmented-control.css';
import './admin-globals.css';
import { AppShell, Box, Burger, Divider, Group, NavLink, ScrollArea, useMatches } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconLayoutDashboard } from '@tabler/icons-react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import type { NavItem } from '../../components/nav-list';
import { PageLoader } from '../../components/page-loader';
import { SkipLink, skipTarget } from '../../components/skip-link';
import { StoreBrand } from '../../components/store-brand';
import { UserMenu } from '../../components/user-menu';
import { useCurrentUser } from '../../lib/current-user';
import { adminAreasFor } from '../admin-nav';
import { useForceLightScheme } from '../color-scheme-lock';
import { AdminSidebar } from './admin-sidebar';

const DASHBOARD: NavItem = {
  path: '/admin',
  labelKey: 'admin-shell:dashboard',
  icon: IconLayoutDashboard,
  exact: true,
};

/** SPEC §2 "admin main": the back office, light colour scheme, a drawer with the areas this user may open. */
export function Component() {
  useForceLightScheme();
  const { t } = useTranslation(['admin-shell', 'shell']);
  const areas = adminAreasFor(useCurrentUser());
  const [opened, { toggle, close }] = useDisclosure(false);
  // On wide screens the sidebar can be folded away, so that wide tables get the whole page. Below md (1024 px,
  // a tablet) it is a drawer, as on a phone: beside it a 768 px tablet's lists kept 460 px and hid their last columns.
  const [folded, { toggle: toggleFolded }] = useDisclosure(false);
  // A sidebar slid off the screen is also out of reach of the keyboard: its fifty links were tabbed through unseen.
  const wide = useMatches({ base: false, md: true }, { getInitialValueInEffect: false });
  const offScreen = wide ? folded : !opened;
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the drawer closes whenever the path changes.
  useEffect(() => close(), [pathname, close]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'md', collapsed: { mobile: !opened, desktop: folded } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={t('shell:nav.toggle')}
            />
            <Burger
              opened={!folded}
              onClick={toggleFolded}
              visibleFrom="md"
              size="sm"
              aria-label={t('shell:nav.toggle')}
              aria-expanded={!folded}
            />
            <StoreBrand />
            {/* Drawn as a light badge by admin-globals.css: Mantine's Badge in the layout was a second copy of it in
                every screen's first load that shows badges (decision 100). */}
            <Box component="span" visibleFrom="xs" className="admin-area-tag">
              {t('title')}
            </Box>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitcher />
            <UserMenu canOpenAdmin={areas.length > 0} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t('nav_label')} inert={offScreen}>
        <AppShell.Section grow component={ScrollArea}>
          <AdminSidebar dashboard={DASHBOARD} areas={areas} onNavigate={close} />
        </AppShell.Section>
        <AppShell.Section>
          <Divider my="sm" />
          <NavLink
            component={Link}
            to="/store"
            label={t('back_to_store')}
            leftSection={<IconArrowLeft size={18} stroke={1.75} />}
          />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main {...skipTarget}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
