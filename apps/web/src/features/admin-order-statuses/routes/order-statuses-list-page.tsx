import { Button, Group, Stack, Title } from '@mantine/core';
import { type OrderStatus, orderStatusListQuerySchema } from '@shop/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { ListFooter } from '../../../components/list-footer';
import { QueryError } from '../../../components/query-error';
import { SearchField } from '../../../components/search-field';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { notifySuccess } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteOrderStatus } from '../api/delete-order-status';
import { useOrderStatuses } from '../api/get-order-statuses';
import { ORDER_STATUSES_SCREEN } from '../api/order-status-keys';
import { OrderStatusesTable } from '../components/order-statuses-table';

/** /admin/order_status: the statuses an order walks through, in their order. */
export function Component() {
  const { t } = useTranslation('admin-order-statuses');
  const currentUser = useCurrentUser();
  const [query, update] = useListParams(orderStatusListQuerySchema);
  const statuses = useOrderStatuses(query);
  const deleteStatus = useDeleteOrderStatus();
  const [deleting, setDeleting] = useState<OrderStatus | null>(null);
  const meta = statuses.data?.meta;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{t('title')}</Title>
        {userCan(currentUser, ['create_orderStatuses']) && (
          <Button
            component={Link}
            to={`${ORDER_STATUSES_SCREEN}/create`}
            leftSection={<IconPlus size={18} />}
          >
            {t('new')}
          </Button>
        )}
      </Group>
      <Group gap="sm" align="flex-end">
        <SearchField
          label={t('filters.search')}
          placeholder={t('filters.search_placeholder')}
          value={query.search ?? ''}
          onSearch={(search) => update({ search }, { replace: true })}
        />
      </Group>
      {statuses.isError && !statuses.data ? (
        <QueryError error={statuses.error} retryLabel={t('retry')} onRetry={() => statuses.refetch()} />
      ) : (
        <OrderStatusesTable
          statuses={statuses.data?.data}
          sort={query.sort}
          onSort={(sort) => update({ sort })}
          filtered={Boolean(query.search)}
          canUpdate={userCan(currentUser, ['update_orderStatuses'])}
          canDelete={userCan(currentUser, ['delete_orderStatuses'])}
          onDelete={setDeleting}
        />
      )}
      <ListFooter
        meta={meta}
        page={query.page}
        totalLabel={t('total', { count: meta?.total ?? 0 })}
        onPage={(page) => update({ page })}
      />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t('delete.title')}
        message={t('delete.confirm', { name: deleting?.name ?? '' })}
        onConfirm={() => deleteStatus.mutateAsync(deleting?.id ?? 0)}
        onDeleted={() => {
          notifySuccess(t('notifications.deleted', { name: deleting?.name ?? '' }));
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
