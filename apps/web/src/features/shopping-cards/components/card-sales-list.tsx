import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type CardSale, isOnlineProvider } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { useReaderTimeZone } from '../../../lib/reader-time-zone';
import { usePayCardSaleOnline } from '../api/cards';

const COLORS = { pending: 'yellow', paid: 'green', cancelled: 'gray' } as const;

/**
 * The shopper's card purchases and recharges: for a pending one, how to pay it (a provider's is paid again from
 * here, say after leaving its page); money a provider took that the shop owes back is flagged, and once given back,
 * says so.
 */
export function CardSalesList({ sales }: { sales: CardSale[] }) {
  const { t } = useTranslation('shopping-cards');
  const locale = useLocale();
  const timeZone = useReaderTimeZone();
  const payOnline = usePayCardSaleOnline();
  return (
    <Stack gap="xs">
      {sales.map((sale) => {
        const online = isOnlineProvider(sale.pay_form.code);
        return (
          <Paper key={sale.id} withBorder p="sm">
            {/* The badges go under the words when both do not fit a phone's width, rather than being cut. */}
            <Group justify="space-between" align="flex-start" gap="xs">
              <div>
                <Text fw={600}>
                  {t(`sales.kind.${sale.kind}`, { number: sale.card?.number ?? '' })} ·{' '}
                  {sale.amount_formatted}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(sale.created_at, locale, timeZone)} · {sale.pay_form.name}
                </Text>
                {sale.status === 'pending' && sale.pay_form.instructions && (
                  <Text size="sm" mt={4}>
                    {sale.pay_form.instructions}
                  </Text>
                )}
                {sale.payments.map(
                  (payment) =>
                    payment.refunded_at && (
                      <Text key={payment.id} size="xs" c="dimmed">
                        {t('sales.refunded', {
                          amount: payment.amount_formatted,
                          date: formatDateTime(payment.refunded_at, locale, timeZone),
                        })}
                      </Text>
                    ),
                )}
                {sale.status === 'pending' && online && !sale.refund_due && (
                  <Button
                    size="xs"
                    mt={6}
                    loading={payOnline.pendingSale?.id === sale.id}
                    onClick={() => void payOnline.payIfOnline(sale).catch(notifyError)}
                  >
                    {t('sales.pay_online')}
                  </Button>
                )}
              </div>
              <Stack gap={4} align="flex-end" ml="auto">
                <Badge color={COLORS[sale.status]}>{t(`sales.status.${sale.status}`)}</Badge>
                {sale.refund_due && <Badge color="red">{t('sales.refund_due')}</Badge>}
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
