import { Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { type CustomerOrdersReply, STAFF_ORDER_SCREEN } from '@shop/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { QueryError } from '../../../components/query-error';
import { coinNote } from '../../../lib/coin-note';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useCustomerOrders } from '../api/get-customer-orders';

/**
 * What a customer has ordered, on their page (read_orders): how many orders since when, what those not cancelled came
 * to in each coin, the latest ones, and the way to all of them in the orders list; for staff, the orders they took
 * for customers.
 */
export function CustomerOrdersCard({ userId }: { userId: number }) {
  const { t } = useTranslation('admin-users');
  const summary = useCustomerOrders(userId);
  const canTakeOrders = userCan(useCurrentUser(), ['update_orders']);
  return (
    <Paper withBorder p="md" maw={720} component="section" aria-labelledby="customer-orders-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="customer-orders-title">
            {t('orders.title')}
          </Title>
          {/* An order taken for them, when they call (decision 098). */}
          {canTakeOrders && (
            <Button
              component={Link}
              to={`${STAFF_ORDER_SCREEN}?customer=${userId}`}
              variant="light"
              size="xs"
              leftSection={<IconPlus size={16} />}
            >
              {t('orders.new')}
            </Button>
          )}
        </Group>
        {summary.isPending ? (
          <Loader size="sm" aria-label={t('orders.loading')} />
        ) : summary.isError ? (
          <QueryError error={summary.error} retryLabel={t('retry')} onRetry={() => void summary.refetch()} />
        ) : (
          <>
            {summary.data.orders === 0 ? (
              <Text c="dimmed">{t('orders.none')}</Text>
            ) : (
              <Summary userId={userId} data={summary.data} />
            )}
            {/* A staff member's page: the orders they took for customers, in the list (decision 099). */}
            {summary.data.taken_for_customers > 0 && (
              <Anchor component={Link} to={`/admin/orders?placed_by=${userId}`}>
                {t('orders.taken', { count: summary.data.taken_for_customers })}
              </Anchor>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

function Summary({ userId, data }: { userId: number; data: CustomerOrdersReply }) {
  const { t } = useTranslation('admin-users');
  const locale = useLocale();
  const first = data.first_order_at;
  const last = data.last_order_at ?? '';
  return (
    <>
      <Text>
        {t('orders.count', { count: data.orders })}
        {data.cancelled > 0 && ` (${t('orders.cancelled', { count: data.cancelled })})`}
        {' · '}
        {first && first !== last
          ? t('orders.between', { first: formatDate(first, locale), last: formatDate(last, locale) })
          : t('orders.on', { date: formatDate(last, locale) })}
      </Text>
      <div>
        <Text size="sm" c="dimmed">
          {t('orders.sales')}
        </Text>
        {data.sales.length === 0 ? (
          <Text>{t('orders.no_sales')}</Text>
        ) : (
          data.sales.map((figures) => (
            <Group key={figures.coin} gap="xs" align="baseline">
              <Text fz="lg" fw={700}>
                {figures.net_formatted}
              </Text>
              <Text size="sm">
                {coinNote(figures.net_formatted, figures.coin)}
                {t('orders.count', { count: figures.orders })}
              </Text>
            </Group>
          ))
        )}
      </div>
      <div>
        <Text size="sm" c="dimmed" mb={4}>
          {t('orders.latest')}
        </Text>
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.latest.map((order) => (
            // The total keeps to the right of the first line; on a phone the status goes under the number.
            <Group
              key={order.id}
              component="li"
              gap="xs"
              wrap="nowrap"
              justify="space-between"
              align="flex-start"
            >
              <Group gap="xs" wrap="wrap" align="center">
                <Anchor component={Link} to={`/admin/orders/${order.id}/show`} fw={600}>
                  {order.order_id}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {formatDate(order.created_at, locale)}
                </Text>
                <OrderStatusBadge status={order.status} />
              </Group>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {order.to_pay_formatted}
              </Text>
            </Group>
          ))}
        </Stack>
      </div>
      <Anchor component={Link} to={`/admin/orders?customer_id=${userId}`}>
        {t('orders.all', { count: data.orders })}
      </Anchor>
    </>
  );
}
