import { Divider, Group, Stack, Text } from '@mantine/core';
import type { StaffOrderQuoteReply } from '@shop/contracts';
import { useTranslation } from 'react-i18next';

function AmountRow({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {amount}
      </Text>
    </Group>
  );
}

/**
 * The order as it would be placed now: each line at the customer's price ("2 × 4,50 $"), shipping, discount and what
 * they pay. A list, not a table: it sits in the page's narrow column, beside the form.
 */
export function QuoteSummary({ quote }: { quote: StaffOrderQuoteReply }) {
  const { t } = useTranslation('admin-order');
  return (
    <Stack gap="xs">
      <Stack
        gap="xs"
        component="ul"
        aria-label={t('new.lines')}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {quote.cart.items.map((item) => (
          <Group
            key={`${item.product_id}:${item.variation_id ?? 0}`}
            component="li"
            justify="space-between"
            align="flex-start"
            gap="xs"
            wrap="nowrap"
          >
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm">{item.variant ? `${item.name} — ${item.variant}` : item.name}</Text>
              <Text size="xs" c="dimmed">
                {[t('new.times', { count: item.quantity, price: item.unit_price_formatted }), item.offer_name]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {item.line_total_formatted}
            </Text>
          </Group>
        ))}
      </Stack>
      <Divider />
      <AmountRow label={t('new.subtotal')} amount={quote.subtotal_formatted} />
      {quote.discount && (
        <AmountRow
          label={t('new.discount', { name: quote.discount.name })}
          amount={`− ${quote.discount.amount_formatted}`}
        />
      )}
      <AmountRow
        label={t('new.shipping')}
        amount={quote.free_shipping ? t('new.free_shipping') : quote.shipment_formatted}
      />
      <AmountRow label={t('new.to_pay')} amount={quote.to_pay_formatted} strong />
    </Stack>
  );
}
