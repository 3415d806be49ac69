import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { accountingReportQuerySchema, REPORT_PATHS } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { PeriodFilter, periodReader, StackedTable } from '../../../components/admin-kit';
import { PageTitle } from '../../../components/page-title';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useQueryParams } from '../../../lib/use-list-params';
import { useAccountingReport } from '../api/reports';
import { CoinChannelFilters } from '../components/coin-channel-filters';
import { ExportButtons } from '../components/export-buttons';

/** The report's filters live in the URL; a period that is not one falls back to this month. */
const reader = periodReader(accountingReportQuerySchema);

/**
 * /admin/reports/salesaccounting (SPEC §2; issue 19 §1): the accounting view of the period's sales — per pay form and
 * coin what the orders total, what is paid and what is owed — and the payments received per way of paying, with
 * those given back to a card and those still owed back flagged.
 */
export function Component() {
  const { t } = useTranslation('admin-reports');
  const locale = useLocale();
  const [query, update] = useQueryParams(reader);
  const report = useAccountingReport(query).data;
  const number = (value: number) => formatNumber(value, locale, 0);
  const known = (group: 'pay_forms' | 'methods', code: string) =>
    t(`accounting.${group}.${code}`, { defaultValue: code });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <PageTitle fz="h2">{t('accounting.title')}</PageTitle>
        <ExportButtons path={REPORT_PATHS.accountingExport} query={query} />
      </Group>
      <Card withBorder radius="md" padding="md">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <PeriodFilter value={{ from: query.from, to: query.to }} onChange={update} />
          <CoinChannelFilters query={query} update={update} />
        </Group>
      </Card>
      {report && (
        <>
          <Card withBorder radius="md" padding="md">
            <StackedTable minWidth={560} aria-label={t('accounting.by_pay_form')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('accounting.by_pay_form')}</Table.Th>
                  <Table.Th>{t('columns.coin')}</Table.Th>
                  <Table.Th ta="right">{t('columns.orders')}</Table.Th>
                  <Table.Th ta="right">{t('accounting.total')}</Table.Th>
                  <Table.Th ta="right">{t('accounting.paid')}</Table.Th>
                  <Table.Th ta="right">{t('accounting.pending')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.by_pay_form.length === 0 && (
                  <Table.Tr data-plain>
                    <Table.Td colSpan={6}>{t('empty.description')}</Table.Td>
                  </Table.Tr>
                )}
                {report.by_pay_form.map((row) => (
                  <Table.Tr key={`${row.pay_form}|${row.coin}`}>
                    <Table.Td data-label={t('accounting.by_pay_form')}>
                      {known('pay_forms', row.pay_form)}
                    </Table.Td>
                    <Table.Td data-label={t('columns.coin')}>{row.coin}</Table.Td>
                    <Table.Td ta="right" data-label={t('columns.orders')}>
                      {number(row.orders)}
                    </Table.Td>
                    <Table.Td ta="right" data-label={t('accounting.total')}>
                      {row.total.formatted}
                    </Table.Td>
                    <Table.Td ta="right" data-label={t('accounting.paid')}>
                      {row.paid.formatted}
                    </Table.Td>
                    <Table.Td
                      ta="right"
                      fw={row.pending.amount > 0 ? 700 : undefined}
                      data-label={t('accounting.pending')}
                    >
                      {row.pending.formatted}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </StackedTable>
          </Card>
          <Card withBorder radius="md" padding="md">
            <StackedTable minWidth={520} aria-label={t('accounting.payments')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('accounting.payments')}</Table.Th>
                  <Table.Th>{t('columns.coin')}</Table.Th>
                  <Table.Th ta="right">{t('accounting.count')}</Table.Th>
                  <Table.Th ta="right">{t('accounting.amount')}</Table.Th>
                  <Table.Th>{t('accounting.refunds')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.payments.length === 0 && (
                  <Table.Tr data-plain>
                    <Table.Td colSpan={5}>{t('accounting.no_payments')}</Table.Td>
                  </Table.Tr>
                )}
                {report.payments.map((row) => (
                  <Table.Tr key={`${row.method}|${row.coin}`}>
                    <Table.Td data-label={t('accounting.method')}>{known('methods', row.method)}</Table.Td>
                    <Table.Td data-label={t('columns.coin')}>{row.coin}</Table.Td>
                    <Table.Td ta="right" data-label={t('accounting.count')}>
                      {number(row.payments)}
                    </Table.Td>
                    <Table.Td ta="right" data-label={t('accounting.amount')}>
                      {row.amount.formatted}
                    </Table.Td>
                    <Table.Td data-label={t('accounting.refunds')}>
                      <Group gap={4}>
                        {row.refunded > 0 && (
                          <Badge variant="light" color="gray">
                            {t('accounting.refunded', { count: row.refunded })}
                          </Badge>
                        )}
                        {row.refund_due > 0 && (
                          <Badge variant="light" color="red">
                            {t('accounting.refund_due', { count: row.refund_due })}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </StackedTable>
          </Card>
          <Text size="sm" c="dimmed">
            {t('accounting.note')}
          </Text>
        </>
      )}
    </Stack>
  );
}
