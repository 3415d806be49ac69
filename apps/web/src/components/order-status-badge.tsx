import { Badge } from '@mantine/core';
import type { OrderStatus } from '@shop/contracts';

/** A status as staff see it on the orders: its name on its colour. */
export function OrderStatusBadge({ status }: { status: Pick<OrderStatus, 'name' | 'color'> }) {
  return (
    <Badge color={status.color} variant="filled" autoContrast>
      {status.name}
    </Badge>
  );
}
