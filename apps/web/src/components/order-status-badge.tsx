import { Badge } from '@mantine/core';
import type { OrderStatus } from '@shop/contracts';

/**
 * An order's status as staff and shoppers see it: its name on the colour staff gave it in the status catalogue. The
 * words are black or white, whichever reads on that colour (the theme's `luminanceThreshold`, WCAG AA).
 */
export function OrderStatusBadge({ status }: { status: Pick<OrderStatus, 'name' | 'color'> }) {
  return (
    <Badge
      color={status.color}
      variant="filled"
      autoContrast
      tt="none"
      style={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {status.name}
    </Badge>
  );
}
