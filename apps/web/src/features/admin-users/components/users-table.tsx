import { Table } from '@mantine/core';
import type { AdminUser, AdminUserListQuery } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { SortHeader } from '../../../components/sort-header';
import { EmptyRow, SkeletonRows } from '../../../components/table-states';
import { UserRow } from './user-row';

interface UsersTableProps {
  users: AdminUser[] | undefined;
  sort: AdminUserListQuery['sort'];
  onSort: (sort: AdminUserListQuery['sort']) => void;
  /** Tells "no user matches" from "no users yet". */
  filtered: boolean;
  canUpdate: boolean;
  currentUserId: number | undefined;
}

export function UsersTable({ users, sort, onSort, filtered, canUpdate, currentUserId }: UsersTableProps) {
  const { t } = useTranslation(['admin-users', 'common']);
  const columns = canUpdate ? 6 : 5;

  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <SortHeader field="name" sort={sort} onSort={onSort}>
              {t('columns.name')}
            </SortHeader>
            <SortHeader field="email" sort={sort} onSort={onSort}>
              {t('columns.email')}
            </SortHeader>
            <Table.Th>{t('columns.role')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            <SortHeader field="created_at" sort={sort} onSort={onSort}>
              {t('columns.created_at')}
            </SortHeader>
            {canUpdate && <Table.Th ta="right">{t('common:actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!users && <SkeletonRows columns={columns} />}
          {users?.length === 0 && (
            <EmptyRow
              columns={columns}
              title={t('empty.title')}
              description={t(filtered ? 'empty.filtered' : 'empty.none')}
            />
          )}
          {users?.map((user) => (
            <UserRow key={user.id} user={user} canUpdate={canUpdate} isSelf={user.id === currentUserId} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
