import { Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { type Role, roleListQuerySchema } from '@shop/contracts';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminListPage, type RowAction, useDeleteRow } from '../../../components/admin-kit';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteRole } from '../api/delete-role';
import { useRoles } from '../api/get-roles';
import { rolePath } from '../api/role-keys';

/** /admin/roles: who may do what in the back office. */
export function Component() {
  const { t } = useTranslation('admin-roles');
  const currentUser = useCurrentUser();
  const list = useListParams(roleListQuerySchema);
  const roles = useRoles(list[0]);
  const deleteRole = useDeleteRole();
  const deleteRow = useDeleteRow<Role>({
    label: (role) => t('delete_role', { name: role.label }),
    title: t('delete.title'),
    message: (role) => t('delete.confirm', { name: role.label }),
    done: (role) => t('notifications.deleted', { name: role.label }),
    remove: (role) => deleteRole.mutateAsync(role.id),
  });
  const actions: RowAction<Role>[] = [];
  if (userCan(currentUser, ['update_roles']))
    actions.push({
      label: (role) => t('edit_role', { name: role.label }),
      icon: IconPencil,
      to: (role) => rolePath(role.id),
    });
  if (userCan(currentUser, ['delete_roles'])) actions.push(deleteRow.action);

  return (
    <AdminListPage
      title={t('title')}
      actions={
        userCan(currentUser, ['create_roles']) && (
          <Button component={Link} to="/admin/roles/Create" leftSection={<IconPlus size={18} />}>
            {t('new')}
          </Button>
        )
      }
      list={list}
      result={roles}
      search={{ label: t('search'), placeholder: t('search_placeholder') }}
      empty={{ title: t('empty.title'), none: t('empty.none'), filtered: t('empty.filtered') }}
      totalLabel={(count) => t('total', { count })}
      table={{
        caption: t('title'),
        rowKey: (role: Role) => role.id,
        minWidth: 560,
        columns: [
          {
            key: 'name',
            header: t('columns.name'),
            sort: 'name',
            render: (role) => (
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" fw={500}>
                  {role.label}
                </Text>
                {role.key && (
                  <Tooltip label={t('system_role_hint')}>
                    <Badge size="sm" variant="light" color="gray">
                      {t('system_role')}
                    </Badge>
                  </Tooltip>
                )}
              </Group>
            ),
          },
          {
            key: 'permissions',
            header: t('columns.permissions'),
            render: (role) =>
              role.permissions.includes('ALL') ? (
                <Badge variant="light" color="red">
                  {t('permissions_summary.all')}
                </Badge>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('permissions_summary.count', { count: role.permissions.length })}
                </Text>
              ),
          },
          {
            key: 'users_count',
            header: t('columns.users_count'),
            sort: 'users_count',
            render: (role) => <Text size="sm">{role.users_count}</Text>,
          },
        ],
        actions,
      }}
    >
      {deleteRow.dialog}
    </AdminListPage>
  );
}
