import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import {
  type AdminOrderListItem,
  adminOrdersQuerySchema,
  type OrdersStatusChangedReply,
} from '@shop/contracts';
import { IconFileExport, IconPlus } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminListPage } from '../../../components/admin-kit';
import { EmailAddress } from '../../../components/email-address';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { lazyPart } from '../../../lib/lazy-part';
import { useListParams } from '../../../lib/use-list-params';
import { ordersExportUrl } from '../api/export-orders';
import { useAdminOrders } from '../api/get-orders';
import { adminOrderScreens } from '../api/order-keys';
import { ContactedIcon } from '../components/contacted-icon';
import { PaymentBadge } from '../components/order-badges';
import { OrdersFilters } from '../components/orders-filters';
import { PlacedBy } from '../components/placed-by';

/**
 * What staff do with the selected orders, and what a status change left undone, come with the first selection
 * (decisions 100, 101): the list's first load stays without them and the contracts' schemas.
 */
const bulkActions = () => import('../components/orders-bulk-actions');
const OrdersBulkActions = lazyPart(async () => ({ default: (await bulkActions()).OrdersBulkActions }));
const RefusedOrders = lazyPart(async () => ({ default: (await bulkActions()).RefusedOrders }));

/** /admin/orders: every order, searchable and filterable on the server, with the state in the URL. */
export function Component() {
  const { t } = useTranslation('admin-orders');
  const locale = useLocale();
  const list = useListParams(adminOrdersQuerySchema);
  const [query, update] = list;
  const orders = useAdminOrders(query);
  const canTakeOrders = userCan(useCurrentUser(), ['update_orders']);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [refused, setRefused] = useState<OrdersStatusChangedReply['refused']>([]);
  const statusChanged = (reply: OrdersStatusChangedReply) => {
    setRefused(reply.refused);
    setSelected(new Set());
  };

  return (
    <AdminListPage
      title={t('title')}
      actions={
        <Group gap="sm">
          {/* Every page of what the list shows, as a spreadsheet (decision 097). */}
          <Button
            component="a"
            href={ordersExportUrl(query)}
            download
            variant="default"
            leftSection={<IconFileExport size={18} />}
          >
            {t('export_button')}
          </Button>
          {/* An order taken for a customer who calls or writes (decision 098). */}
          {canTakeOrders && (
            <Button component={Link} to={adminOrderScreens.create} leftSection={<IconPlus size={18} />}>
              {t('new_button')}
            </Button>
          )}
        </Group>
      }
      list={list}
      result={orders}
      bulkActions={
        <Suspense>
          <OrdersBulkActions ids={[...selected]} onStatusChanged={statusChanged} />
        </Suspense>
      }
      notice={
        refused.length > 0 && (
          <Suspense>
            <RefusedOrders refused={refused} onDismiss={() => setRefused([])} />
          </Suspense>
        )
      }
      search={{ label: t('filters.search'), placeholder: t('filters.search_placeholder') }}
      filters={
        <OrdersFilters
          query={query}
          onChange={update}
          customerName={query.customer_id ? orders.data?.data[0]?.customer_name : undefined}
          placedByName={query.placed_by ? orders.data?.data[0]?.placed_by?.name : undefined}
        />
      }
      filtered={Boolean(
        query.search ||
          query.status_id ||
          query.payment_status ||
          query.delivery_method ||
          query.customer_id ||
          query.date_from ||
          query.date_to ||
          query.receipt ||
          query.refund ||
          query.taken ||
          query.messages ||
          query.placed_by,
      )}
      empty={{ title: t('empty.title'), none: t('empty.none'), filtered: t('empty.filtered') }}
      totalLabel={(count) => t('total', { count })}
      table={{
        caption: t('title'),
        rowKey: (order: AdminOrderListItem) => order.id,
        minWidth: 900,
        selection: {
          selected,
          onChange: setSelected,
          name: (id: number) => orders.data?.data.find((order) => order.id === id)?.order_id ?? String(id),
          // A closed order (final status) is neither picked nor moved any more.
          selectable: (order: AdminOrderListItem) => !order.status.is_final,
        },
        columns: [
          {
            key: 'order_id',
            header: t('columns.order_id'),
            render: (order) => (
              <Anchor
                component={Link}
                to={adminOrderScreens.show(order.id)}
                ff="monospace"
                fw={600}
                size="sm"
                style={{ whiteSpace: 'nowrap' }}
              >
                {order.order_id}
              </Anchor>
            ),
          },
          {
            key: 'created_at',
            header: t('columns.date'),
            sort: 'created_at',
            render: (order) => (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(order.created_at, locale)}
              </Text>
            ),
          },
          {
            key: 'customer',
            header: t('columns.customer'),
            render: (order) => (
              <>
                {order.customer_name || order.customer_email ? (
                  <>
                    <Text size="sm" fw={500}>
                      {order.customer_name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <EmailAddress email={order.customer_email} />
                    </Text>
                  </>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('no_customer')}
                  </Text>
                )}
                {order.placed_by && <PlacedBy staff={order.placed_by} onPick={update} />}
              </>
            ),
          },
          {
            key: 'items',
            header: t('columns.items'),
            align: 'right',
            visibleFrom: 'lg',
            render: (order) => <Text size="sm">{order.items_count}</Text>,
          },
          {
            key: 'total',
            header: t('columns.total'),
            sort: 'total',
            render: (order) => (
              <div>
                <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {order.to_pay_formatted}
                </Text>
                {order.payment_status === 'pending' && order.wholesale && (
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {t('columns.paid', { amount: order.paid_formatted })}
                  </Text>
                )}
              </div>
            ),
          },
          {
            key: 'status',
            header: t('columns.status'),
            render: (order) => <OrderStatusBadge status={order.status} />,
          },
          {
            key: 'payment_status',
            header: t('columns.payment_status'),
            render: (order) => (
              <PaymentBadge status={order.payment_status} returned={order.payment_returned} />
            ),
          },
          {
            key: 'delivery_method',
            header: t('columns.delivery_method'),
            visibleFrom: 'lg',
            render: (order) => (
              <Badge variant="outline" color="gray" tt="none">
                {t(`delivery_method.${order.delivery_method}`)}
              </Badge>
            ),
          },
          {
            key: 'contacted',
            header: t('columns.contacted'),
            render: (order) => <ContactedIcon contacted={order.contacted} />,
          },
        ],
      }}
    />
  );
}
