import { Badge, Group } from '@mantine/core';
import type { Order } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { readableText } from '../../../lib/readable-text';

const PAYMENT_COLORS = { pending: 'yellow', paid: 'green', cancelled: 'red' } as const;

/** The order's status in its staff-chosen colour, and where its payment stands. */
export function OrderBadges({ order }: { order: Pick<Order, 'status' | 'payment_status'> }) {
  const { t } = useTranslation('orders');
  return (
    <Group gap="xs">
      <Badge
        color={order.status.color}
        c={readableText(order.status.color, '#ffffff')}
        variant="filled"
        tt="none"
      >
        {order.status.name}
      </Badge>
      <Badge color={PAYMENT_COLORS[order.payment_status]} variant="light" tt="none">
        {t(`payment_status.${order.payment_status}`)}
      </Badge>
    </Group>
  );
}
