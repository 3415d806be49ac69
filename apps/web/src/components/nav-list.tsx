import { NavLink } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isActive } from '../lib/nav-active';

export interface NavItem {
  path: string;
  /** A key of a loaded namespace, e.g. `shell:nav.store`. */
  labelKey: string;
  icon: Icon;
  /** Active only on this exact path (a section's home), not on the pages below it. */
  exact?: boolean;
}

/** The links of a navigation drawer; `onNavigate` lets a mobile drawer close itself. */
export function NavList({ items, onNavigate }: { items: readonly NavItem[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      {items.map((item) => (
        <NavLink
          key={item.path}
          component={Link}
          to={item.path}
          label={t(item.labelKey)}
          leftSection={<item.icon size={18} stroke={1.75} />}
          active={isActive(pathname, item)}
          onClick={onNavigate}
          variant="light"
        />
      ))}
    </>
  );
}
