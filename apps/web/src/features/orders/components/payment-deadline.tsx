import { Text } from '@mantine/core';
import type { Order } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useReaderTimeZone } from '../../../lib/reader-time-zone';

/**
 * What an order still waiting for its money must get, and by when: the payment window ("Paga antes del …; si no, el
 * pedido se cancela") and a wholesale order's prepayment. The order's page and the page the checkout lands on say it
 * alike; nothing once the order is paid or cancelled.
 */
export function PaymentDeadline({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const timeZone = useReaderTimeZone();
  if (order.payment_status !== 'pending') return null;
  return (
    <>
      {/* Only an order paid before it is prepared has a window; cash on receipt has none (payment_due_at null). */}
      {order.can_pay && order.payment_due_at && (
        <Text size="sm" c="dimmed">
          {t('payment.due', { date: formatDateTime(order.payment_due_at, locale, timeZone) })}
        </Text>
      )}
      {/* Paid in full, "the rest is paid on delivery" would be false: spoken of only while the order owes. */}
      {order.prepayment && (
        <Text size="sm" c={order.prepayment.satisfied ? 'green' : 'orange'}>
          {t(order.prepayment.satisfied ? 'payment.prepaid' : 'payment.prepayment_due', {
            amount: order.prepayment.amount_formatted,
            percentage: order.prepayment.percentage,
          })}
        </Text>
      )}
    </>
  );
}
