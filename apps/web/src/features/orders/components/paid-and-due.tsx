import { Group, Text } from '@mantine/core';
import type { Order } from '@shop/contracts';
import { useTranslation } from 'react-i18next';

/** What an order not yet paid in full has received and still owes (a card or a prepayment paid part of it). */
export function PaidAndDue({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  if (order.paid_amount === 0 || order.payment_status === 'paid') return null;
  return (
    <>
      <Group justify="space-between">
        <Text>{t('amounts.paid')}</Text>
        <Text>{order.paid_formatted}</Text>
      </Group>
      <Group justify="space-between">
        <Text fw={700}>{t('amounts.due')}</Text>
        <Text fw={700}>{order.due_formatted}</Text>
      </Group>
    </>
  );
}
