import { Badge, Group } from '@mantine/core';
import type { Order } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { OrderStatusBadge } from '../../../components/order-status-badge';

const PAYMENT_COLORS = {
  pending: 'yellow',
  paid: 'green',
  cancelled: 'red',
  due: 'red',
  given: 'gray',
} as const;

/**
 * The order's status in its staff-chosen colour, and where its payment stands: once its money had to go back, where
 * that stands instead.
 */
export function OrderBadges({
  order,
}: {
  order: Pick<Order, 'status' | 'payment_status' | 'payment_returned'>;
}) {
  const { t } = useTranslation('orders');
  const returned = order.payment_returned;
  return (
    <Group gap="xs">
      <OrderStatusBadge status={order.status} />
      <Badge color={PAYMENT_COLORS[returned ?? order.payment_status]} variant="light" tt="none">
        {t(returned ? `payment_returned.${returned}` : `payment_status.${order.payment_status}`)}
      </Badge>
    </Group>
  );
}
