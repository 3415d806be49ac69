import { Table, Text } from '@mantine/core';
import type { PickingList } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { StackedTable } from '../../../components/admin-kit';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { LineCells } from './line-cells';

type PickedLine = PickingList['orders'][number]['lines'][number] & { orders?: number };

/** Products to take from the shelves: name and variant, SKU, how many, and (for the whole list) in how many orders. */
export function PickedLinesTable({
  lines,
  withOrders = false,
}: {
  lines: PickedLine[];
  withOrders?: boolean;
}) {
  const { t } = useTranslation('admin-order');
  const locale = useLocale();
  return (
    <StackedTable minWidth={withOrders ? 560 : 480} verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('lines.product')}</Table.Th>
          <Table.Th>{t('lines.sku')}</Table.Th>
          <Table.Th ta="right">{t('lines.quantity')}</Table.Th>
          {withOrders && <Table.Th ta="right">{t('picking.orders_column')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={`${line.sku} ${line.variant ?? ''} ${line.name}`}>
            <LineCells line={line} />
            <Table.Td ta="right" data-label={t('lines.quantity')}>
              <Text size="sm" fw={700}>
                {formatNumber(line.quantity, locale, 0)}
              </Text>
            </Table.Td>
            {withOrders && (
              <Table.Td ta="right" data-label={t('picking.orders_column')}>
                {formatNumber(line.orders ?? 0, locale, 0)}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}
