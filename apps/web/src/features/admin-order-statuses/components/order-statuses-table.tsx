import { Table } from '@mantine/core';
import type { OrderStatus, OrderStatusListQuery } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { SortHeader } from '../../../components/sort-header';
import { EmptyRow, SkeletonRows } from '../../../components/table-states';
import { OrderStatusRow } from './order-status-row';

interface OrderStatusesTableProps {
  statuses: OrderStatus[] | undefined;
  sort: OrderStatusListQuery['sort'];
  onSort: (sort: OrderStatusListQuery['sort']) => void;
  filtered: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  onDelete: (status: OrderStatus) => void;
}

export function OrderStatusesTable({
  statuses,
  sort,
  onSort,
  filtered,
  canUpdate,
  canDelete,
  onDelete,
}: OrderStatusesTableProps) {
  const { t } = useTranslation(['admin-order-statuses', 'common']);
  const withActions = canUpdate || canDelete;
  const columns = withActions ? 5 : 4;

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <SortHeader field="position" sort={sort} onSort={onSort}>
              {t('columns.position')}
            </SortHeader>
            <SortHeader field="name" sort={sort} onSort={onSort}>
              {t('columns.name')}
            </SortHeader>
            <Table.Th>{t('columns.counts_against_availability')}</Table.Th>
            <Table.Th>{t('columns.is_final')}</Table.Th>
            {withActions && <Table.Th ta="right">{t('common:actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!statuses && <SkeletonRows columns={columns} />}
          {statuses?.length === 0 && (
            <EmptyRow
              columns={columns}
              title={t('empty.title')}
              description={t(filtered ? 'empty.filtered' : 'empty.none')}
            />
          )}
          {statuses?.map((status) => (
            <OrderStatusRow
              key={status.id}
              status={status}
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
