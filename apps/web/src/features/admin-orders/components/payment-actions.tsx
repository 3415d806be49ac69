import { Button, Stack } from '@mantine/core';
import type { AdminOrder } from '@shop/contracts';
import { IconCash, IconCashOff, IconCoins } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentResult } from '../api/order-actions';
import { PaymentDialog } from './payment-dialog';

/** Record a manual payment (a wholesale order's prepayment, or what is due) or deny it; offered only while the order can still be paid (SPEC §4). */
export function PaymentActions({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-order');
  const [asking, setAsking] = useState<PaymentResult | null>(null);
  if (!order.can_pay) return null;
  return (
    <>
      {/* Stacked: the actions panel is narrow, and the buttons' words must be read whole. */}
      <Stack gap="xs">
        {order.prepayment && !order.prepayment.satisfied && (
          <Button
            color="teal"
            variant="light"
            leftSection={<IconCoins size={18} />}
            onClick={() => setAsking('prepaid')}
          >
            {t('payment.mark_prepaid')}
          </Button>
        )}
        <Button color="green" leftSection={<IconCash size={18} />} onClick={() => setAsking('paid')}>
          {t('payment.mark_paid')}
        </Button>
        <Button
          color="red"
          variant="light"
          leftSection={<IconCashOff size={18} />}
          onClick={() => setAsking('denied')}
        >
          {t('payment.deny')}
        </Button>
      </Stack>
      <PaymentDialog order={order} result={asking} onClose={() => setAsking(null)} />
    </>
  );
}
