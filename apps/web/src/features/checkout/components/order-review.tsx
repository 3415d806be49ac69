import { Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Cart, CheckoutQuoteReply } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { formatKm, formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';

/** The cart's lines and what the order will cost, shipping included once the delivery is chosen. */
export function OrderReview({
  cart,
  quote,
  quoting,
}: {
  cart: Cart;
  quote: CheckoutQuoteReply | undefined;
  quoting: boolean;
}) {
  const locale = useLocale();
  const { t } = useTranslation('checkout');
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="aside" aria-label={t('review.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('review.title')}
        </Title>
        {cart.items.map((item) => (
          <Group key={item.id} justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {formatNumber(item.quantity, locale, 0)} × {item.name}
              </Text>
              {item.variant && (
                <Text size="xs" c="dimmed">
                  {item.variant}
                </Text>
              )}
            </Stack>
            <Text size="sm">{item.line_total_formatted}</Text>
          </Group>
        ))}
        <Divider />
        <Group justify="space-between">
          <Text>{t('review.subtotal')}</Text>
          <Text>{quote?.subtotal_formatted ?? cart.subtotal_formatted}</Text>
        </Group>
        {/* On one row on a phone too: until a delivery is chosen, the note sits small at the right, like the taxes. */}
        <Group justify="space-between" wrap="nowrap" align="baseline">
          <Text>{t('review.shipment')}</Text>
          {quoting ? (
            <Skeleton h={16} w={60} />
          ) : quote ? (
            <Text style={{ whiteSpace: 'nowrap' }}>
              {quote.free_shipping ? t('review.free') : quote.shipment_formatted}
            </Text>
          ) : (
            <Text size="sm" c="dimmed" ta="right">
              {t('review.pending')}
            </Text>
          )}
        </Group>
        {quote?.discount && (
          <Group justify="space-between" wrap="nowrap">
            <Text c="green">{t('review.discount', { name: quote.discount.name })}</Text>
            <Text c="green" style={{ whiteSpace: 'nowrap' }}>{`−${quote.discount.amount_formatted}`}</Text>
          </Group>
        )}
        {quote?.shipment_distance != null && (
          <Text size="xs" c="dimmed" ta="right">
            {t('review.distance', { distance: formatKm(quote.shipment_distance, locale) })}
          </Text>
        )}
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('review.tax')}
          </Text>
          <Text size="sm" c="dimmed">
            {cart.tax_formatted}
          </Text>
        </Group>
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>{t('review.to_pay')}</Text>
          <Text fw={700} data-testid="checkout-total">
            {quote?.to_pay_formatted ?? cart.to_pay_formatted}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
