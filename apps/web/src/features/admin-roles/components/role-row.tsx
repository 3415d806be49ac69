import { ActionIcon, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import type { Role } from '@shop/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rolePath } from '../api/role-keys';

interface RoleRowProps {
  role: Role;
  canUpdate: boolean;
  canDelete: boolean;
  onDelete: (role: Role) => void;
}

export function RoleRow({ role, canUpdate, canDelete, onDelete }: RoleRowProps) {
  const { t } = useTranslation('admin-roles');
  const all = role.permissions.includes('ALL');

  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={500}>
            {role.name}
          </Text>
          {role.key && (
            <Tooltip label={t('system_role_hint')}>
              <Badge size="sm" variant="light" color="gray">
                {t('system_role')}
              </Badge>
            </Tooltip>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        {all ? (
          <Badge variant="light" color="red">
            {t('permissions_summary.all')}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            {t('permissions_summary.count', { count: role.permissions.length })}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{role.users_count}</Text>
      </Table.Td>
      {(canUpdate || canDelete) && (
        <Table.Td>
          <Group gap={4} wrap="nowrap" justify="flex-end">
            {canUpdate && (
              <ActionIcon
                component={Link}
                to={rolePath(role.id)}
                variant="subtle"
                aria-label={t('edit_role', { name: role.name })}
              >
                <IconPencil size={18} />
              </ActionIcon>
            )}
            {canDelete && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('delete_role', { name: role.name })}
                onClick={() => onDelete(role)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            )}
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
