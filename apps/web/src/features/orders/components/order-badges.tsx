import { Badge, Group } from '@mantine/core';
import type { Order } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { OrderStatusBadge } from '../../../components/order-status-badge';

const PAYMENT_COLORS = { pending: 'yellow', paid: 'green', cancelled: 'red' } as const;

/** The order's status in its staff-chosen colour, and where its payment stands. */
export function OrderBadges({ order }: { order: Pick<Order, 'status' | 'payment_status'> }) {
  const { t } = useTranslation('orders');
  return (
    <Group gap="xs">
      <OrderStatusBadge status={order.status} />
      <Badge color={PAYMENT_COLORS[order.payment_status]} variant="light" tt="none">
        {t(`payment_status.${order.payment_status}`)}
      </Badge>
    </Group>
  );
}
