import { Button } from '@mantine/core';
import { encodeSharedCart, type Order } from '@shop/contracts';
import { IconRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * "Volver a pedir": the order's products, at today's prices and availability, offered for the shopper's cart. It is
 * the shared cart's page (`/Cart/share-cart/{lines}`) told which order the lines come from, so what can no longer be
 * added (a product withdrawn, sold out) is named there with its reason, as for any shared cart.
 */
export function ReorderButton({ order }: { order: Pick<Order, 'order_id' | 'lines'> }) {
  const { t } = useTranslation('orders');
  // A product deleted since has no id left: it cannot be ordered again.
  const lines = order.lines.flatMap((line) =>
    line.product_id === null
      ? []
      : [{ product_id: line.product_id, variation_id: line.variation_id, quantity: line.quantity }],
  );
  if (!lines.length) return null;
  const query = new URLSearchParams({ order: order.order_id });
  return (
    <Button
      component={Link}
      to={`/Cart/share-cart/${encodeSharedCart(lines)}?${query}`}
      variant="default"
      leftSection={<IconRepeat size={18} aria-hidden />}
      w="fit-content"
    >
      {t('show.reorder')}
    </Button>
  );
}
