import { Anchor, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { type AdminUser, adminUserListQuerySchema } from '@shop/contracts';
import { IconCircleCheck, IconCircleDashed, IconFileExport, IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminListPage } from '../../../components/admin-kit';
import { EmailAddress } from '../../../components/email-address';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useListParams } from '../../../lib/use-list-params';
import { usersExportUrl } from '../api/export-users';
import { useUsers } from '../api/get-users';
import { userPath } from '../api/user-keys';
import { UserEnabledSwitch } from '../components/user-enabled-switch';
import { UsersFilters } from '../components/users-filters';
import { fullName, roleColor } from '../lib/user-display';

/**
 * /admin/users: the staff and customers, searchable and filterable, with the state in the URL; exported as a CSV with
 * the list's filters.
 */
export function Component() {
  const { t } = useTranslation('admin-users');
  const locale = useLocale();
  const currentUser = useCurrentUser();
  const list = useListParams(adminUserListQuerySchema);
  const [query, update] = list;
  const users = useUsers(query);
  const canUpdate = userCan(currentUser, ['update_users']);

  return (
    <AdminListPage
      title={t('title')}
      actions={
        <Group gap="sm">
          {/* Every page of what the list shows, as a spreadsheet (decision 103). */}
          <Button
            component="a"
            href={usersExportUrl(query)}
            download
            variant="default"
            leftSection={<IconFileExport size={18} />}
          >
            {t('export_button')}
          </Button>
          {userCan(currentUser, ['create_users']) && (
            <Button component={Link} to="/admin/users/create" leftSection={<IconPlus size={18} />}>
              {t('new')}
            </Button>
          )}
        </Group>
      }
      list={list}
      result={users}
      search={{ label: t('filters.search'), placeholder: t('filters.search_placeholder') }}
      filters={<UsersFilters query={query} onChange={update} />}
      filtered={Boolean(query.search || query.role_id || query.enabled)}
      empty={{ title: t('empty.title'), none: t('empty.none'), filtered: t('empty.filtered') }}
      totalLabel={(count) => t('total', { count })}
      table={{
        caption: t('title'),
        rowKey: (user: AdminUser) => user.id,
        minWidth: 760,
        columns: [
          {
            key: 'name',
            header: t('columns.name'),
            sort: 'name',
            // The name opens the user's page (their account and orders) for staff who may edit users.
            render: (user) =>
              canUpdate ? (
                <Anchor component={Link} to={userPath(user.id)} size="sm" fw={500}>
                  {fullName(user)}
                </Anchor>
              ) : (
                <Text size="sm" fw={500}>
                  {fullName(user)}
                </Text>
              ),
          },
          {
            key: 'email',
            header: t('columns.email'),
            sort: 'email',
            render: (user) => {
              const verified = user.email_verified_at !== null;
              const VerifiedIcon = verified ? IconCircleCheck : IconCircleDashed;
              return (
                <Group gap={6} wrap="nowrap">
                  <Text size="sm">
                    <EmailAddress email={user.email} />
                  </Text>
                  <Tooltip label={t(verified ? 'verified' : 'unverified')}>
                    <VerifiedIcon
                      size={16}
                      role="img"
                      aria-label={t(verified ? 'verified' : 'unverified')}
                      color={verified ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-gray-5)'}
                    />
                  </Tooltip>
                </Group>
              );
            },
          },
          {
            key: 'role',
            header: t('columns.role'),
            render: (user) => (
              <Badge variant="light" color={roleColor(user.role)}>
                {user.role.name}
              </Badge>
            ),
          },
          {
            key: 'status',
            header: t('columns.status'),
            render: (user) => (
              <Badge variant="dot" color={user.enabled ? 'teal' : 'gray'}>
                {t(user.enabled ? 'status.enabled' : 'status.disabled')}
              </Badge>
            ),
          },
          {
            key: 'created_at',
            header: t('columns.created_at'),
            sort: 'created_at',
            visibleFrom: 'lg',
            render: (user) => (
              <Text size="sm" c="dimmed">
                {formatDate(user.created_at, locale)}
              </Text>
            ),
          },
        ],
        ...(canUpdate
          ? {
              rowControls: (user: AdminUser) => (
                <UserEnabledSwitch user={user} isSelf={user.id === currentUser?.id} />
              ),
              actions: [
                {
                  label: (user: AdminUser) => t('edit_user', { name: fullName(user) }),
                  icon: IconPencil,
                  to: (user: AdminUser) => userPath(user.id),
                },
              ],
            }
          : {}),
      }}
    />
  );
}
