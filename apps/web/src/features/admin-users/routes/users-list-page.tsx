import { Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { adminUserListQuerySchema } from '@shop/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { useUsers } from '../api/get-users';
import { QueryError } from '../components/query-error';
import { UsersFilters } from '../components/users-filters';
import { UsersTable } from '../components/users-table';
import { useListParams } from '../lib/use-list-params';

/** /admin/users: the staff and customers, searchable and filterable, with the state in the URL. */
export function Component() {
  const { t } = useTranslation('admin-users');
  const currentUser = useCurrentUser();
  const [query, update] = useListParams(adminUserListQuerySchema);
  const users = useUsers(query);
  const meta = users.data?.meta;
  const filtered = Boolean(query.search || query.role_id || query.enabled);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{t('title')}</Title>
        {userCan(currentUser, ['create_users']) && (
          <Button component={Link} to="/admin/users/create" leftSection={<IconPlus size={18} />}>
            {t('new')}
          </Button>
        )}
      </Group>
      <UsersFilters query={query} onChange={update} />
      {users.isError && !users.data ? (
        <QueryError error={users.error} retryLabel={t('retry')} onRetry={() => users.refetch()} />
      ) : (
        <UsersTable
          users={users.data?.data}
          sort={query.sort}
          onSort={(sort) => update({ sort })}
          filtered={filtered}
          canUpdate={userCan(currentUser, ['update_users'])}
          currentUserId={currentUser?.id}
        />
      )}
      {meta && meta.total > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('total', { count: meta.total })}
          </Text>
          <Pagination
            total={meta.last_page}
            value={Math.min(query.page, meta.last_page)}
            onChange={(page) => update({ page })}
            hideWithOnePage
          />
        </Group>
      )}
    </Stack>
  );
}
