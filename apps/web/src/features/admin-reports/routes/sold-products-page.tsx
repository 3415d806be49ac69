import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { REPORT_PATHS, type SoldProductRow, soldProductsQuerySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { AdminListPage, PeriodFilter, periodReader } from '../../../components/admin-kit';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useQueryParams } from '../../../lib/use-list-params';
import { useSoldProducts } from '../api/reports';
import { CoinChannelFilters } from '../components/coin-channel-filters';
import { ExportButtons } from '../components/export-buttons';

/** The report's filters live in the URL; a period that is not one falls back to this month. */
const reader = periodReader(soldProductsQuerySchema);

/**
 * /admin/reports/soldProduct (SPEC §2; issue 19 §1): what sold over a period, per product, variation and coin — units,
 * orders and revenue at each order's rate, and what the units cost and left (decision 110) — the best sellers first,
 * with each coin's total; to Excel or PDF.
 */
export function Component() {
  const { t } = useTranslation('admin-reports');
  const locale = useLocale();
  const list = useQueryParams(reader);
  const [query, update] = list;
  const report = useSoldProducts(query);
  const number = (value: number) => formatNumber(value, locale, 0);
  const margin = (value: number | null) =>
    value === null ? null : t('sold.margin', { margin: formatNumber(value, locale, 1) });

  return (
    <AdminListPage
      title={t('sold.title')}
      actions={<ExportButtons path={REPORT_PATHS.soldProductsExport} query={query} />}
      list={list}
      result={report}
      search={{ label: t('sold.search') }}
      filters={
        <Group gap="sm" align="flex-start" wrap="wrap">
          <PeriodFilter value={{ from: query.from, to: query.to }} onChange={update} />
          <CoinChannelFilters query={query} update={update} />
        </Group>
      }
      filtered={Boolean(query.search || query.coin || query.channel !== 'all')}
      empty={{ title: t('sold.empty.title'), none: t('sold.empty.none'), filtered: t('sold.empty.filtered') }}
      totalLabel={(count) => t('sold.total', { count })}
      table={{
        caption: t('sold.title'),
        rowKey: (row: SoldProductRow) => `${row.sku}|${row.variant ?? ''}|${row.coin}`,
        minWidth: 760,
        columns: [
          {
            key: 'product',
            header: t('sold.columns.product'),
            render: (row) => (
              <div>
                <Text size="sm" fw={600}>
                  {row.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {[row.sku, row.variant].filter(Boolean).join(' · ')}
                </Text>
              </div>
            ),
          },
          { key: 'coin', header: t('columns.coin'), render: (row) => row.coin },
          { key: 'units', header: t('columns.units'), align: 'right', render: (row) => number(row.units) },
          {
            key: 'orders',
            header: t('columns.orders'),
            align: 'right',
            render: (row) => number(row.orders),
            visibleFrom: 'sm',
          },
          {
            key: 'revenue',
            header: t('sold.columns.revenue'),
            align: 'right',
            render: (row) => row.revenue_formatted,
          },
          {
            key: 'cost',
            header: t('sold.columns.cost'),
            align: 'right',
            render: (row) => row.cost_formatted ?? '—',
            visibleFrom: 'md',
          },
          {
            key: 'profit',
            header: t('sold.columns.profit'),
            align: 'right',
            render: (row) => (
              <div>
                <Text size="sm">{row.profit_formatted ?? '—'}</Text>
                {row.margin !== null && (
                  <Text size="xs" c="dimmed">
                    {margin(row.margin)}
                  </Text>
                )}
                {row.units_without_cost > 0 && (
                  <Text size="xs" c="dimmed" fs="italic">
                    {t('sold.without_cost', { count: row.units_without_cost })}
                  </Text>
                )}
              </div>
            ),
          },
        ],
      }}
    >
      {report.data && report.data.totals.length > 0 && (
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, sm: 2 }} aria-live="polite">
            {report.data.totals.map((total) => (
              <Card key={total.coin} withBorder radius="md" padding="sm">
                <Text size="sm" c="dimmed">
                  {t('total', { coin: total.coin })}
                </Text>
                <Text fw={700}>{total.revenue_formatted}</Text>
                <Text size="xs">{t('units_count', { count: total.units })}</Text>
                {total.profit_formatted !== null && (
                  <Text size="xs">
                    {t('sold.total_profit', {
                      profit: total.profit_formatted,
                      margin: margin(total.margin) ?? '—',
                    })}
                  </Text>
                )}
              </Card>
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('sold.profit_hint')}
          </Text>
        </Stack>
      )}
    </AdminListPage>
  );
}
