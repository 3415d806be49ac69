import { Button, Group, Stack, Title } from '@mantine/core';
import { type Role, roleListQuerySchema } from '@shop/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListFooter } from '../../../components/list-footer';
import { QueryError } from '../../../components/query-error';
import { SearchField } from '../../../components/search-field';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { useListParams } from '../../../lib/use-list-params';
import { useRoles } from '../api/get-roles';
import { DeleteRoleModal } from '../components/delete-role-modal';
import { RolesTable } from '../components/roles-table';

/** /admin/roles: who may do what in the back office. */
export function Component() {
  const { t } = useTranslation('admin-roles');
  const currentUser = useCurrentUser();
  const [query, update] = useListParams(roleListQuerySchema);
  const roles = useRoles(query);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const meta = roles.data?.meta;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{t('title')}</Title>
        {userCan(currentUser, ['create_roles']) && (
          <Button component={Link} to="/admin/roles/Create" leftSection={<IconPlus size={18} />}>
            {t('new')}
          </Button>
        )}
      </Group>
      <SearchField
        label={t('search')}
        placeholder={t('search_placeholder')}
        value={query.search ?? ''}
        onSearch={(search) => update({ search }, { replace: true })}
      />
      {roles.isError && !roles.data ? (
        <QueryError error={roles.error} retryLabel={t('retry')} onRetry={() => roles.refetch()} />
      ) : (
        <RolesTable
          roles={roles.data?.data}
          sort={query.sort}
          onSort={(sort) => update({ sort })}
          filtered={Boolean(query.search)}
          canUpdate={userCan(currentUser, ['update_roles'])}
          canDelete={userCan(currentUser, ['delete_roles'])}
          onDelete={setDeleting}
        />
      )}
      <ListFooter
        meta={meta}
        page={query.page}
        totalLabel={t('total', { count: meta?.total ?? 0 })}
        onPage={(page) => update({ page })}
      />
      <DeleteRoleModal role={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
