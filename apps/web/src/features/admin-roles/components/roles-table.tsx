import { Table } from '@mantine/core';
import type { Role, RoleListQuery } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { SortHeader } from '../../../components/sort-header';
import { EmptyRow, SkeletonRows } from '../../../components/table-states';
import { RoleRow } from './role-row';

interface RolesTableProps {
  roles: Role[] | undefined;
  sort: RoleListQuery['sort'];
  onSort: (sort: RoleListQuery['sort']) => void;
  /** Tells "no role matches" from "no roles yet". */
  filtered: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  onDelete: (role: Role) => void;
}

export function RolesTable({
  roles,
  sort,
  onSort,
  filtered,
  canUpdate,
  canDelete,
  onDelete,
}: RolesTableProps) {
  const { t } = useTranslation(['admin-roles', 'common']);
  const withActions = canUpdate || canDelete;
  const columns = withActions ? 4 : 3;

  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <SortHeader field="name" sort={sort} onSort={onSort}>
              {t('columns.name')}
            </SortHeader>
            <Table.Th>{t('columns.permissions')}</Table.Th>
            <SortHeader field="users_count" sort={sort} onSort={onSort}>
              {t('columns.users_count')}
            </SortHeader>
            {withActions && <Table.Th ta="right">{t('common:actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!roles && <SkeletonRows columns={columns} />}
          {roles?.length === 0 && (
            <EmptyRow
              columns={columns}
              title={t('empty.title')}
              description={t(filtered ? 'empty.filtered' : 'empty.none')}
            />
          )}
          {roles?.map((role) => (
            <RoleRow
              key={role.id}
              role={role}
              canUpdate={canUpdate}
              canDelete={canDelete}
              onDelete={onDelete}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
