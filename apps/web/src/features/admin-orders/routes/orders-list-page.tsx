import { Stack, Title } from '@mantine/core';
import { adminOrdersQuerySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { ListFooter } from '../../../components/list-footer';
import { QueryError } from '../../../components/query-error';
import { useListParams } from '../../../lib/use-list-params';
import { useAdminOrders } from '../api/get-orders';
import { OrdersFilters } from '../components/orders-filters';
import { OrdersTable } from '../components/orders-table';

/** /admin/orders: every order, searchable and filterable on the server, with the state in the URL. */
export function Component() {
  const { t } = useTranslation('admin-orders');
  const [query, update] = useListParams(adminOrdersQuerySchema);
  const orders = useAdminOrders(query);
  const meta = orders.data?.meta;
  const filtered = Boolean(
    query.search ||
      query.status_id ||
      query.payment_status ||
      query.delivery_method ||
      query.customer_id ||
      query.date_from ||
      query.date_to,
  );

  return (
    <Stack gap="md">
      <Title order={2}>{t('title')}</Title>
      <OrdersFilters query={query} onChange={update} />
      {orders.isError && !orders.data ? (
        <QueryError error={orders.error} retryLabel={t('retry')} onRetry={() => orders.refetch()} />
      ) : (
        <OrdersTable
          orders={orders.data?.data}
          sort={query.sort}
          onSort={(sort) => update({ sort })}
          filtered={filtered}
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
