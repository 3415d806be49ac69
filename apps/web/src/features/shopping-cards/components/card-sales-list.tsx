import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { CardSale } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';

const COLORS = { pending: 'yellow', paid: 'green', cancelled: 'gray' } as const;

/** The shopper's card purchases and recharges, and for a pending one how to pay it. */
export function CardSalesList({ sales }: { sales: CardSale[] }) {
  const { t } = useTranslation('shopping-cards');
  const locale = useLocale();
  return (
    <Stack gap="xs">
      {sales.map((sale) => (
        <Paper key={sale.id} withBorder p="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text fw={600}>
                {t(`sales.kind.${sale.kind}`, { number: sale.card?.number ?? '' })} · {sale.amount_formatted}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(sale.created_at, locale)} · {sale.pay_form.name}
              </Text>
              {sale.status === 'pending' && sale.pay_form.instructions && (
                <Text size="sm" mt={4}>
                  {sale.pay_form.instructions}
                </Text>
              )}
            </div>
            <Badge color={COLORS[sale.status]}>{t(`sales.status.${sale.status}`)}</Badge>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
