import { NavLink } from '@mantine/core';
import {
  type Icon,
  IconBuildingStore,
  IconChartBar,
  IconFileText,
  IconPackage,
  IconSettings,
  IconUsers,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { type NavItem, NavList } from '../../components/nav-list';
import { isActive } from '../../lib/nav-active';
import { ADMIN_GROUPS, type AdminArea, type AdminGroup } from '../admin-nav';

const GROUP_ICONS: Record<AdminGroup, Icon> = {
  catalogue: IconPackage,
  sales: IconBuildingStore,
  customers: IconUsers,
  content: IconFileText,
  reports: IconChartBar,
  settings: IconSettings,
};

/** One collapsible section: a button that says whether it is open, and its areas' links. */
function SidebarSection({
  group,
  current,
  children,
}: {
  group: AdminGroup;
  current: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin-shell');
  const [opened, setOpened] = useState(current);
  const [wasCurrent, setWasCurrent] = useState(current);
  // Arriving at one of its pages (a link on the dashboard, the back button) opens the section; leaving it does not
  // close what the user opened.
  if (current !== wasCurrent) {
    setWasCurrent(current);
    if (current) setOpened(true);
  }
  const GroupIcon = GROUP_ICONS[group];
  return (
    <NavLink
      component="button"
      type="button"
      label={t(`groups.${group}`)}
      leftSection={<GroupIcon size={18} stroke={1.75} />}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      active={current && !opened}
      variant="subtle"
      childrenOffset={18}
    >
      {children}
    </NavLink>
  );
}

interface AdminSidebarProps {
  dashboard: NavItem;
  areas: readonly AdminArea[];
  onNavigate: () => void;
}

/**
 * The back office's navigation (issue 20): the dashboard, then the areas this user may open in collapsible
 * sections (catalogue, sales, customers, content, reports, settings). The section of the open page starts open.
 */
export function AdminSidebar({ dashboard, areas, onNavigate }: AdminSidebarProps) {
  const { t } = useTranslation('admin-shell');
  const { pathname } = useLocation();
  return (
    <>
      <NavList items={[dashboard]} onNavigate={onNavigate} />
      {ADMIN_GROUPS.map((group) => {
        const inGroup = areas.filter((area) => area.group === group);
        if (inGroup.length === 0) return null;
        const current = inGroup.some((area) => isActive(pathname, area));
        return (
          <SidebarSection key={group} group={group} current={current}>
            {inGroup.map((area) => (
              <NavLink
                key={area.path}
                component={Link}
                to={area.path}
                label={t(area.labelKey)}
                leftSection={<area.icon size={16} stroke={1.75} />}
                active={isActive(pathname, area)}
                onClick={onNavigate}
                variant="light"
              />
            ))}
          </SidebarSection>
        );
      })}
    </>
  );
}
