import { Button, Stack, Text } from '@mantine/core';
import { type CardSale, type CardSalePayment, ONLINE_PROVIDER_NAMES } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';

/**
 * What the providers reported paying for a card sale, each with where it stands; a payment owed back carries the
 * button that gives it back (for staff who may), which asks first.
 */
export function SalePayments({
  sale,
  onRefund,
}: {
  sale: CardSale;
  onRefund: ((payment: CardSalePayment) => void) | null;
}) {
  const { t } = useTranslation('admin-shopping-cards');
  const locale = useLocale();
  if (sale.payments.length === 0) return null;
  return (
    <Stack gap={2} mt={4}>
      {sale.payments.map((payment) => {
        const line = t('sales.payment_line', {
          amount: payment.amount_formatted,
          provider: ONLINE_PROVIDER_NAMES[payment.provider],
        });
        return (
          <div key={payment.id}>
            <Text size="xs" c={payment.refund_due ? 'red' : 'dimmed'}>
              {line}
              {payment.refunded_at
                ? ` · ${t('sales.payment_refunded', { date: formatDateTime(payment.refunded_at, locale) })}`
                : payment.refund_due
                  ? ` · ${t('sales.payment_refund_due')}`
                  : ''}
            </Text>
            {payment.refund_due && onRefund && (
              <Button
                size="compact-xs"
                variant="light"
                color="red"
                aria-label={t('sales.refund_label', {
                  amount: payment.amount_formatted,
                  buyer: sale.buyer.name,
                })}
                onClick={() => onRefund(payment)}
              >
                {t('sales.refund')}
              </Button>
            )}
          </div>
        );
      })}
    </Stack>
  );
}
