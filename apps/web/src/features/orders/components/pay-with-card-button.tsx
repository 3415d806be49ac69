import { Button } from '@mantine/core';
import type { Order } from '@shop/contracts';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** To paying what an order still owes with a gift card (/payment_shopping_card/{id}), while it can be paid. */
export function PayWithCardButton({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  if (order.payment_status !== 'pending' || !order.can_pay) return null;
  return (
    <Button
      component={Link}
      to={`/payment_shopping_card/${order.id}`}
      variant="light"
      leftSection={<IconGift size={18} />}
      w="fit-content"
    >
      {t('card_payment.open')}
    </Button>
  );
}
