import { Burger, Button, Group } from '@mantine/core';
import { IconCategory, IconChevronDown } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CartButton } from '../../components/cart-button';
import { CoinSwitcher } from '../../components/coin-switcher';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { DeferredMenu, deferredMenu } from '../../components/deferred-menu';
import { LanguageSwitcher } from '../../components/language-switcher';
import { StoreBrand } from '../../components/store-brand';
import { UserMenu } from '../../components/user-menu';
import { canOpenAdmin } from '../../lib/admin-access';
import { useCurrentUser } from '../../lib/current-user';
import { deferred } from '../../lib/deferred';
import { isActive } from '../../lib/nav-active';
import { useStoreNav } from '../../lib/store-nav';
import { HeaderSearch } from './header-search';
import classes from './store-header.module.css';

const CategoryPanel = deferredMenu(async () => (await import('./category-panel')).CategoryPanel);
const StoreDrawer = deferred(async () => (await import('./store-drawer')).StoreDrawer);

/** The desktop's second line: every category in a panel, then the shop's pages. */
function StoreNavBar() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const links = useStoreNav();
  const target = (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      fw={600}
      leftSection={<IconCategory size={18} stroke={1.75} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      aria-haspopup="dialog"
    >
      {t('categories.title')}
    </Button>
  );
  return (
    <nav className={classes.nav} aria-label={t('nav.label')}>
      <DeferredMenu target={target}>{(part) => <CategoryPanel {...part} />}</DeferredMenu>
      {links.map((item) => (
        <Link
          key={item.path}
          to={item.path}
          className={classes.link}
          aria-current={isActive(pathname, item) ? 'page' : undefined}
        >
          {t(`nav.${item.key}`)}
        </Link>
      ))}
    </nav>
  );
}

/**
 * Every storefront page's header (issue 20): the shop's logo and name, the search with its suggestions, the coin,
 * language, colour scheme, cart and account; under it the category menu and the shop's pages (a drawer on phones).
 */
export function StoreHeader({ drawer: withDrawer }: { drawer: boolean }) {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  const [drawer, setDrawer] = useState<'never' | 'open' | 'closed'>('never');
  const { pathname } = useLocation();
  const [path, setPath] = useState(pathname);
  // The drawer closes whenever the page changes (a link in it, or the back button).
  if (pathname !== path) {
    setPath(pathname);
    if (drawer === 'open') setDrawer('closed');
  }
  return (
    <>
      <div className={classes.top}>
        {withDrawer ? (
          <Burger
            className={classes.burger}
            opened={drawer === 'open'}
            onClick={() => setDrawer(drawer === 'open' ? 'closed' : 'open')}
            size="sm"
            aria-label={t('nav.toggle')}
            aria-expanded={drawer === 'open'}
          />
        ) : null}
        <div className={classes.brand}>
          <StoreBrand />
        </div>
        <div className={classes.search}>
          <HeaderSearch />
        </div>
        <Group className={classes.tools} gap="xs" wrap="nowrap">
          <CoinSwitcher />
          <LanguageSwitcher />
          <ColorSchemeToggle />
          <CartButton />
          <UserMenu canOpenAdmin={canOpenAdmin(user)} />
        </Group>
      </div>
      <StoreNavBar />
      {drawer === 'never' ? null : (
        <Suspense fallback={null}>
          <StoreDrawer opened={drawer === 'open'} onClose={() => setDrawer('closed')} />
        </Suspense>
      )}
    </>
  );
}
