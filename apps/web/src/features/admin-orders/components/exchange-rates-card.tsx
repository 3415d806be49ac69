import { Table, Text } from '@mantine/core';
import type { AdminOrder } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { formatDecimalText } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { SectionCard } from './section-card';

/** The rates in force when the order was placed: its amounts never follow later rate changes. */
export function ExchangeRatesCard({ rates }: { rates: AdminOrder['exchange_rates'] }) {
  const { t } = useTranslation('admin-order');
  const locale = useLocale();
  const entries = Object.entries(rates).sort(([a], [b]) => a.localeCompare(b));
  return (
    <SectionCard title={t('rates.title')}>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('rates.none')}
        </Text>
      ) : (
        <Table verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rates.coin')}</Table.Th>
              <Table.Th ta="right">{t('rates.rate')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map(([coin, rate]) => (
              <Table.Tr key={coin}>
                <Table.Td ff="monospace">{coin}</Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {formatDecimalText(rate, locale)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </SectionCard>
  );
}
