import { Badge, Button, Group, Text } from '@mantine/core';
import { type OrderStatus, orderStatusListQuerySchema } from '@shop/contracts';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminListPage, type RowAction, useDeleteRow } from '../../../components/admin-kit';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteOrderStatus } from '../api/delete-order-status';
import { useOrderStatuses } from '../api/get-order-statuses';
import { ORDER_STATUSES_SCREEN, orderStatusScreen } from '../api/order-status-keys';

/** /admin/order_status: the statuses an order walks through, in their order. */
export function Component() {
  const { t } = useTranslation('admin-order-statuses');
  const currentUser = useCurrentUser();
  const list = useListParams(orderStatusListQuerySchema);
  const statuses = useOrderStatuses(list[0]);
  const deleteStatus = useDeleteOrderStatus();
  const deleteRow = useDeleteRow<OrderStatus>({
    label: (status) => t('delete_status', { name: status.label }),
    title: t('delete.title'),
    message: (status) => t('delete.confirm', { name: status.label }),
    done: (status) => t('notifications.deleted', { name: status.label }),
    remove: (status) => deleteStatus.mutateAsync(status.id),
    hidden: (status) => status.role !== null,
  });
  const actions: RowAction<OrderStatus>[] = [];
  if (userCan(currentUser, ['update_orderStatuses']))
    actions.push({
      label: (status) => t('edit_status', { name: status.label }),
      icon: IconPencil,
      to: (status) => orderStatusScreen(status.id),
    });
  if (userCan(currentUser, ['delete_orderStatuses'])) actions.push(deleteRow.action);

  return (
    <AdminListPage
      title={t('title')}
      actions={
        userCan(currentUser, ['create_orderStatuses']) && (
          <Button
            component={Link}
            to={`${ORDER_STATUSES_SCREEN}/create`}
            leftSection={<IconPlus size={18} />}
          >
            {t('new')}
          </Button>
        )
      }
      list={list}
      result={statuses}
      search={{ label: t('filters.search'), placeholder: t('filters.search_placeholder') }}
      empty={{ title: t('empty.title'), none: t('empty.none'), filtered: t('empty.filtered') }}
      totalLabel={(count) => t('total', { count })}
      table={{
        caption: t('title'),
        rowKey: (status: OrderStatus) => status.id,
        minWidth: 640,
        columns: [
          {
            key: 'position',
            header: t('columns.position'),
            sort: 'position',
            render: (status) => (
              <Text size="sm" ff="monospace">
                {status.position}
              </Text>
            ),
          },
          {
            key: 'name',
            header: t('columns.name'),
            sort: 'name',
            render: (status) => (
              <Group gap="xs">
                {/* As shoppers and staff read it: a fresh shop's statuses in the reader's language (decision 087). */}
                <OrderStatusBadge status={{ name: status.label, color: status.color }} />
                {status.role && (
                  <Badge variant="outline" color="gray" size="sm">
                    {t(`roles.${status.role}`)}
                  </Badge>
                )}
              </Group>
            ),
          },
          {
            key: 'counts',
            header: t('columns.counts_against_availability'),
            render: (status) => <Text size="sm">{t(status.counts_against_availability ? 'yes' : 'no')}</Text>,
          },
          {
            key: 'final',
            header: t('columns.is_final'),
            render: (status) => <Text size="sm">{t(status.is_final ? 'yes' : 'no')}</Text>,
          },
        ],
        actions,
      }}
    >
      {deleteRow.dialog}
    </AdminListPage>
  );
}
