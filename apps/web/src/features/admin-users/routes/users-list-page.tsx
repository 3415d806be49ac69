import { Button, Group, Stack, Title } from '@mantine/core';
import { adminUserListQuerySchema } from '@shop/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListFooter } from '../../../components/list-footer';
import { QueryError } from '../../../components/query-error';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { useListParams } from '../../../lib/use-list-params';
import { useUsers } from '../api/get-users';
import { UsersFilters } from '../components/users-filters';
import { UsersTable } from '../components/users-table';

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
      <ListFooter
        meta={meta}
        page={query.page}
        totalLabel={t('total', { count: meta?.total ?? 0 })}
        onPage={(page) => update({ page })}
      />
    </Stack>
  );
}
