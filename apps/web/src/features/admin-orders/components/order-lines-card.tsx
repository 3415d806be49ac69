import { Divider, Group, Stack, Table, Text } from '@mantine/core';
import type { AdminOrder } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { StackedTable } from '../../../components/admin-kit';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { unitPriceFormatter } from '../lib/unit-price';
import { LineCells } from './line-cells';
import { SectionCard } from './section-card';

/** What was ordered, and the amounts in the coin the shopper chose, by the rates the order stored. */
export function OrderLinesCard({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-order');
  const locale = useLocale();
  const unitPrice = unitPriceFormatter(order, locale);
  const amounts = [
    ['subtotal', order.amounts.subtotal_formatted],
    ['shipment', order.amounts.shipment_formatted],
    ['tax', order.amounts.tax_formatted],
  ] as const;

  return (
    <SectionCard title={t('lines.title')}>
      <StackedTable minWidth={640} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('lines.product')}</Table.Th>
            <Table.Th>{t('lines.sku')}</Table.Th>
            <Table.Th ta="right">{t('lines.quantity')}</Table.Th>
            <Table.Th ta="right">{t('lines.unit_price')}</Table.Th>
            <Table.Th ta="right">{t('lines.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.lines.map((line) => (
            <Table.Tr key={line.id}>
              <LineCells line={line}>
                {line.offer_name && (
                  <Text size="xs" c="red.9">
                    {line.offer_name}
                  </Text>
                )}
              </LineCells>
              <Table.Td ta="right" data-label={t('lines.quantity')}>
                {formatNumber(line.quantity, locale, 0)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-label={t('lines.unit_price')}>
                {unitPrice(line.unit_price)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-label={t('lines.total')}>
                {line.line_total_formatted}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StackedTable>
      <Divider />
      <Stack gap={4} maw={340} w="100%" ml="auto">
        {amounts.map(([key, value]) => (
          <Group key={key} justify="space-between">
            <Text size="sm">{t(`amounts.${key}`)}</Text>
            <Text size="sm">{value}</Text>
          </Group>
        ))}
        {order.amounts.discount && (
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">
              {t('amounts.discount', {
                name: [order.amounts.discount.name, order.amounts.discount.code].filter(Boolean).join(' · '),
              })}
            </Text>
            <Text
              size="sm"
              style={{ whiteSpace: 'nowrap' }}
            >{`−${order.amounts.discount.amount_formatted}`}</Text>
          </Group>
        )}
        <Group justify="space-between">
          <Text fw={700}>{t('amounts.to_pay')}</Text>
          <Text fw={700}>{order.amounts.to_pay_formatted}</Text>
        </Group>
        <Text size="xs" c="dimmed" ta="right">
          {t('amounts.coin', { coin: order.amounts.coin })}
        </Text>
      </Stack>
    </SectionCard>
  );
}
