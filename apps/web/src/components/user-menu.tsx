import { Avatar, Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconLayoutDashboard,
  IconLogin,
  IconLogout,
  IconPackage,
  IconUser,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../lib/current-user';
import { useLogout } from '../lib/session';

interface UserMenuProps {
  /** The layout knows whether the user may open any back-office area. */
  canOpenAdmin: boolean;
}

function initials(name: string, lastname: string) {
  return `${name.charAt(0)}${lastname.charAt(0)}`.toUpperCase();
}

function GuestActions() {
  const { t } = useTranslation('shell');
  return (
    <>
      <Group gap="xs" visibleFrom="sm" wrap="nowrap">
        <Button component={Link} to="/Auth/Login" variant="default" leftSection={<IconLogin size={16} />}>
          {t('user.sign_in')}
        </Button>
        <Button component={Link} to="/Auth/Register" leftSection={<IconUserPlus size={16} />}>
          {t('user.register')}
        </Button>
      </Group>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <UnstyledButton hiddenFrom="sm" aria-label={t('user.menu')}>
            <Avatar radius="xl" size={34} color="blue">
              <IconUser size={18} />
            </Avatar>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to="/Auth/Login" leftSection={<IconLogin size={16} />}>
            {t('user.sign_in')}
          </Menu.Item>
          <Menu.Item component={Link} to="/Auth/Register" leftSection={<IconUserPlus size={16} />}>
            {t('user.register')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}

/** Sign in / register for visitors; profile, back office and sign out for users. */
export function UserMenu({ canOpenAdmin }: UserMenuProps) {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  const logout = useLogout();
  if (!user) return <GuestActions />;
  return (
    <Menu position="bottom-end" withinPortal width={220}>
      <Menu.Target>
        <UnstyledButton aria-label={t('user.menu')}>
          <Group gap={6} wrap="nowrap">
            <Avatar radius="xl" size={34} color="blue">
              {initials(user.name, user.lastname)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
              {user.name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
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
        <Menu.Item component={Link} to="/Profile/Beneficiaries" leftSection={<IconUsers size={16} />}>
          {t('user.beneficiaries')}
        </Menu.Item>
        {canOpenAdmin ? (
          <Menu.Item component={Link} to="/admin" leftSection={<IconLayoutDashboard size={16} />}>
            {t('user.admin')}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          {t('user.sign_out')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
