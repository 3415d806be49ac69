import { Button, Text } from '@mantine/core';
import { type AdminOrder, isOnlineProvider, ONLINE_PROVIDER_NAMES, type OrderPayment } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { useConfirmed } from '../../../components/use-confirmed';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useRefundPayment } from '../api/order-actions';
import { DetailRow } from './detail-row';
import { PaymentBadge } from './order-badges';
import { SectionCard } from './section-card';

/** An online payment still owed to the shopper: staff give it back through the provider that took it. */
const refundable = (payment: OrderPayment) =>
  isOnlineProvider(payment.method) && payment.refund_due && payment.refunded_at === null;

/** How the shopper pays, what they were told to do, and where the payment stands. */
export function PaymentCard({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-order');
  const locale = useLocale();
  const canRefund = userCan(useCurrentUser(), ['read_orders', 'update_orders']);
  const refund = useRefundPayment(order.id);
  const refunding = useConfirmed<OrderPayment>({
    title: t('payment.refund_title'),
    message: (payment) =>
      t('payment.refund_confirm', {
        amount: payment.amount_formatted,
        provider: isOnlineProvider(payment.method) ? ONLINE_PROVIDER_NAMES[payment.method] : '',
      }),
    confirmLabel: t('payment.refund'),
    done: () => t('payment.refund_done'),
    run: (payment) => refund.mutateAsync(payment.id),
  });
  return (
    <SectionCard title={t('payment.title')}>
      <DetailRow label={t('payment.pay_form')}>{order.pay_form.name}</DetailRow>
      <DetailRow label={t('payment.status')}>
        <PaymentBadge status={order.payment_status} returned={order.payment_returned} />
      </DetailRow>
      <DetailRow label={t('payment.paid_at')}>
        {order.paid_at ? formatDateTime(order.paid_at, locale) : null}
      </DetailRow>
      <DetailRow label={t('payment.due_at')}>
        {order.payment_status === 'pending' && order.payment_due_at
          ? formatDateTime(order.payment_due_at, locale)
          : null}
      </DetailRow>
      <DetailRow label={t('payment.received')}>{order.paid_formatted}</DetailRow>
      {order.payment_status === 'pending' && (
        <DetailRow label={t('payment.still_due')}>{order.due_formatted}</DetailRow>
      )}
      {/* Only while the rest is owed: on a cancelled order "pendiente: el pedido no puede avanzar" is false. */}
      {order.prepayment && order.payment_status === 'pending' && (
        <DetailRow label={t('payment.prepayment', { percentage: order.prepayment.percentage })}>
          {order.prepayment.amount_formatted} ·{' '}
          {t(order.prepayment.satisfied ? 'payment.prepayment_done' : 'payment.prepayment_missing')}
        </DetailRow>
      )}
      {order.payments.map((payment) => (
        <DetailRow key={payment.id} label={formatDateTime(payment.created_at, locale)}>
          {t(`payment.method.${payment.method}`, { reference: payment.reference ?? '' })}:{' '}
          {payment.amount_formatted}
          {payment.refunded_at
            ? ` · ${t('payment.refunded', { date: formatDateTime(payment.refunded_at, locale) })}`
            : payment.refund_due
              ? ` · ${t('payment.refund_due')}`
              : ''}
          {canRefund && refundable(payment) && (
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              ml="xs"
              onClick={() => refunding.ask(payment)}
            >
              {t('payment.refund')}
            </Button>
          )}
        </DetailRow>
      ))}
      {refunding.dialog}
      {order.pay_form.instructions && (
        <>
          <Text size="sm" c="dimmed">
            {t('payment.instructions')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {order.pay_form.instructions}
          </Text>
        </>
      )}
    </SectionCard>
  );
}
