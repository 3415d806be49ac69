import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { OrdersStatusChangedReply, PickingList } from '@shop/contracts';
import { IconPrinter, IconStatusChange } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { RecordPage } from '../../../components/admin-kit';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { adminOrderScreens } from '../api/order-keys';
import { usePickingList } from '../api/picking-list';
import { BulkStatusDialog } from '../components/bulk-status-dialog';
import { PickedLinesTable } from '../components/picked-lines-table';
import { RecipientDetails } from '../components/recipient-details';
import { RefusedOrders } from '../components/refused-orders';
import { SectionCard } from '../components/section-card';

/**
 * /admin/orders/picking?ids=…: what to take from the shelves for the orders selected in the list (decision 101), every
 * product added up, then each order with its lines and where it goes, to read on a phone in the store room or to
 * print (the header, the sidebar and the buttons are not printed).
 */
export function Component() {
  const { t } = useTranslation('admin-order');
  const [params] = useSearchParams();
  const list = usePickingList(params.get('ids') ?? '');
  const canChangeStatus = userCan(useCurrentUser(), ['change_status_orders']);
  const [changing, setChanging] = useState(false);
  const [refused, setRefused] = useState<OrdersStatusChangedReply['refused']>([]);
  return (
    <RecordPage
      query={list}
      title={() => t('picking.title')}
      notFound={{
        title: t('picking.not_found.title'),
        description: t('picking.not_found.description'),
        backTo: adminOrderScreens.list,
        backLabel: t('not_found.back'),
      }}
      actions={(data) => (
        <Group gap="sm" data-no-print>
          {/* Picked, the orders move on together ("En preparación"), by the status change for many (decision 100). */}
          {canChangeStatus && data.orders.length > 0 && (
            <Button
              variant="default"
              leftSection={<IconStatusChange size={18} />}
              onClick={() => setChanging(true)}
            >
              {t('bulk.change_status')}
            </Button>
          )}
          <Button variant="default" leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
            {t('picking.print')}
          </Button>
        </Group>
      )}
    >
      {(data) => (
        <>
          {refused.length > 0 && <RefusedOrders refused={refused} onDismiss={() => setRefused([])} />}
          <Picking list={data} />
          {changing && (
            <BulkStatusDialog
              ids={data.orders.map((order) => order.id)}
              onClose={() => setChanging(false)}
              onDone={(reply) => setRefused(reply.refused)}
            />
          )}
        </>
      )}
    </RecordPage>
  );
}

function Picking({ list }: { list: PickingList }) {
  const { t } = useTranslation('admin-order');
  const units = list.products.reduce((sum, product) => sum + product.quantity, 0);
  return (
    <Stack gap="md">
      <Text>
        {t('picking.orders', { count: list.orders.length })} · {t('picking.units', { count: units })}
      </Text>
      {list.closed.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('picking.closed', {
            orders: list.closed.map((order) => `${order.order_id} (${order.status})`).join(', '),
          })}
        </Text>
      )}
      {list.missing.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('picking.missing', { ids: list.missing.join(', ') })}
        </Text>
      )}
      {list.orders.length === 0 ? (
        <Text>{t('picking.none_open')}</Text>
      ) : (
        <>
          <SectionCard title={t('picking.products')}>
            <PickedLinesTable lines={list.products} withOrders />
          </SectionCard>
          <Title order={2} size="h4">
            {t('picking.orders_title')}
          </Title>
          {list.orders.map((order) => (
            <PickedOrder key={order.id} order={order} />
          ))}
        </>
      )}
    </Stack>
  );
}

function PickedOrder({ order }: { order: PickingList['orders'][number] }) {
  const { t } = useTranslation('admin-order');
  const locale = useLocale();
  return (
    // A printed order is not split between two sheets.
    <div style={{ breakInside: 'avoid' }}>
      <SectionCard title={`${order.order_id} · ${order.customer_name ?? t('picking.no_customer')}`}>
        <Group gap="xs">
          <OrderStatusBadge status={order.status} />
          <Text size="sm" c="dimmed">
            {formatDateTime(order.created_at, locale)} · {t('picking.units', { count: order.units })}
          </Text>
          <Anchor component={Link} to={adminOrderScreens.show(order.id)} size="sm" data-no-print>
            {t('picking.open_order')}
          </Anchor>
        </Group>
        <Text size="sm" fw={600}>
          {order.delivery_method === 'pickup'
            ? t('picking.pickup_at', { point: order.pickup_point ?? '' })
            : t('picking.home')}
        </Text>
        {order.recipient && <RecipientDetails recipient={order.recipient} />}
        {order.note && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {t('picking.note', { note: order.note })}
          </Text>
        )}
        <PickedLinesTable lines={order.lines} />
      </SectionCard>
    </div>
  );
}
