import { Menu, Text } from '@mantine/core';
import type { CurrentUserReply } from '@shop/contracts';
import {
  IconCalendarEvent,
  IconGift,
  IconLayoutDashboard,
  IconLogin,
  IconLogout,
  IconPackage,
  IconStar,
  IconUser,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogout } from '../lib/session';
import type { MenuPartProps } from './deferred-menu';

/**
 * A visitor's menu below 1120 px (user-menu.module.css): sign in or register. Loaded after the page (see
 * DeferredMenu).
 */
export function GuestMenu({ target, defaultOpened }: MenuPartProps) {
  const { t } = useTranslation('shell');
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/Auth/Login" leftSection={<IconLogin size={16} />}>
          {t('user.sign_in')}
        </Menu.Item>
        <Menu.Item component={Link} to="/Auth/Register" leftSection={<IconUserPlus size={16} />}>
          {t('user.register')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

interface AccountMenuProps extends MenuPartProps {
  user: CurrentUserReply;
  canOpenAdmin: boolean;
}

/** A user's menu: profile, orders, beneficiaries, gift cards, back office, sign out. Loaded after the page. */
export function AccountMenu({ target, defaultOpened, user, canOpenAdmin }: AccountMenuProps) {
  const { t } = useTranslation('shell');
  const logout = useLogout();
  return (
    <Menu position="bottom-end" withinPortal width={220} defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={500} c="var(--mantine-color-text)" truncate>
            {user.name} {user.lastname}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/Profile" leftSection={<IconUser size={16} />}>
          {t('user.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/Profile/Orders" leftSection={<IconPackage size={16} />}>
          {t('user.orders')}
        </Menu.Item>
        {user.role.key === 'wholesaler' && (
          <Menu.Item
            component={Link}
            to="/Profile/Reservations"
            leftSection={<IconCalendarEvent size={16} />}
          >
            {t('user.reservations')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/Profile/Beneficiaries" leftSection={<IconUsers size={16} />}>
          {t('user.beneficiaries')}
        </Menu.Item>
        <Menu.Item component={Link} to="/Profile/shopping_card" leftSection={<IconGift size={16} />}>
          {t('user.gift_cards')}
        </Menu.Item>
        <Menu.Item component={Link} to="/Profile/Reviews" leftSection={<IconStar size={16} />}>
          {t('user.reviews')}
        </Menu.Item>
        {canOpenAdmin ? (
          <Menu.Item component={Link} to="/admin" leftSection={<IconLayoutDashboard size={16} />}>
            {t('user.admin')}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        {/* `c`, not `color`: an item's `color` writes in red.6 (3.3:1 on white), `c` in the theme's readable red. */}
        <Menu.Item c="red" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          {t('user.sign_out')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
