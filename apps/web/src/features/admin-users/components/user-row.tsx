import { ActionIcon, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import type { AdminUser } from '@shop/contracts';
import { IconCircleCheck, IconCircleDashed, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { userPath } from '../api/user-keys';
import { fullName, roleColor } from '../lib/user-display';
import { UserEnabledSwitch } from './user-enabled-switch';

interface UserRowProps {
  user: AdminUser;
  canUpdate: boolean;
  isSelf: boolean;
}

export function UserRow({ user, canUpdate, isSelf }: UserRowProps) {
  const { t } = useTranslation('admin-users');
  const locale = useLocale();
  const name = fullName(user);
  const verified = user.email_verified_at !== null;
  const VerifiedIcon = verified ? IconCircleCheck : IconCircleDashed;

  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {name}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{user.email}</Text>
          <Tooltip label={t(verified ? 'verified' : 'unverified')}>
            <VerifiedIcon
              size={16}
              role="img"
              aria-label={t(verified ? 'verified' : 'unverified')}
              color={verified ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-gray-5)'}
            />
          </Tooltip>
        </Group>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={roleColor(user.role)}>
          {user.role.name}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Badge variant="dot" color={user.enabled ? 'teal' : 'gray'}>
          {t(user.enabled ? 'status.enabled' : 'status.disabled')}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed">
          {formatDate(user.created_at, locale)}
        </Text>
      </Table.Td>
      {canUpdate && (
        <Table.Td>
          <Group gap="sm" wrap="nowrap" justify="flex-end">
            <UserEnabledSwitch user={user} isSelf={isSelf} />
            <ActionIcon
              component={Link}
              to={userPath(user.id)}
              variant="subtle"
              aria-label={t('edit_user', { name })}
            >
              <IconPencil size={18} />
            </ActionIcon>
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
