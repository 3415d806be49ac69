import { Card, Group, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  formatMoney,
  REPORT_GROUPS,
  REPORT_PATHS,
  type ReportGroup,
  type SalesReportQuery,
  type SalesReportRow,
  salesReportQuerySchema,
} from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable, PeriodFilter, periodReader } from '../../../components/admin-kit';
import { PageTitle } from '../../../components/page-title';
import { formatCalendarDate } from '../../../lib/calendar-date';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { type QueryReader, useQueryParams } from '../../../lib/use-list-params';
import { usePointNames, useSalesReport } from '../api/reports';
import { CoinChannelFilters } from './coin-channel-filters';
import { ExportButtons } from './export-buttons';
import { SalesChart } from './sales-chart';

type TableRow = SalesReportRow & { total?: boolean };

/** The report's filters live in the URL, one reader per grouping it opens with (the sales per day, per point). */
const readers = Object.fromEntries(
  REPORT_GROUPS.map((group) => [group, periodReader(salesReportQuerySchema, { group })]),
) as Record<ReportGroup, QueryReader<SalesReportQuery>>;

/**
 * The sales over a period (issue 19 §1): orders, units, gross, discounts, shipping, tax and net per day, customer or
 * point of sale, each coin apart; a chart per coin, the table, and the same report as Excel or PDF. `/admin/reports/sale`
 * opens it per day, `/admin/reports/unify_sale` per point of sale (every shop and the online shop together).
 */
export function SalesReport({ title, intro, group }: { title: string; intro?: string; group: ReportGroup }) {
  const { t } = useTranslation('admin-reports');
  const locale = useLocale();
  const [query, update] = useQueryParams(readers[group]);
  const report = useSalesReport(query);
  const points = usePointNames().data ?? [];

  const rows = report.data?.rows ?? [];
  const totals = report.data?.totals ?? [];
  // The table: the report's rows, then one total per coin, in bold.
  const tableRows: TableRow[] | undefined = report.data && [
    ...rows,
    ...totals.map((total) => ({
      ...total,
      key: total.coin,
      label: t('total', { coin: total.coin }),
      total: true,
    })),
  ];
  const money = (row: { symbol: string }, amount: number) =>
    formatMoney(amount, { symbol: row.symbol }, locale);
  // Every figure on every screen: a phone's card without the discounts, the shipping and the tax showed a net above
  // the gross with nothing to say why. Where the nine columns do not fit, the table stacks (minWidth).
  const columns: DataColumn<TableRow>[] = [
    {
      key: 'key',
      header: t(`group.${query.group}`),
      render: (row) =>
        row.total ? (
          <strong>{row.label}</strong>
        ) : query.group === 'day' ? (
          formatCalendarDate(row.key, locale)
        ) : (
          row.label
        ),
    },
    { key: 'coin', header: t('columns.coin'), render: (row) => row.coin },
    {
      key: 'orders',
      header: t('columns.orders'),
      align: 'right',
      render: (row) => formatNumber(row.orders, locale),
    },
    {
      key: 'units',
      header: t('columns.units'),
      align: 'right',
      render: (row) => formatNumber(row.units, locale),
    },
    { key: 'gross', header: t('columns.gross'), align: 'right', render: (row) => money(row, row.gross) },
    {
      key: 'discounts',
      header: t('columns.discounts'),
      align: 'right',
      render: (row) => money(row, row.discounts),
    },
    {
      key: 'shipping',
      header: t('columns.shipping'),
      align: 'right',
      render: (row) => money(row, row.shipping),
    },
    {
      key: 'tax',
      header: t('columns.tax'),
      align: 'right',
      render: (row) => money(row, row.tax),
    },
    {
      key: 'net',
      header: t('columns.net'),
      align: 'right',
      render: (row) => <strong>{row.net_formatted}</strong>,
    },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <PageTitle fz="h2">{title}</PageTitle>
          {intro && <Text c="dimmed">{intro}</Text>}
        </div>
        <ExportButtons path={REPORT_PATHS.saleExport} query={query} />
      </Group>

      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Group gap="sm" align="flex-start" wrap="wrap">
            <PeriodFilter value={{ from: query.from, to: query.to }} onChange={update} />
            <CoinChannelFilters query={query} update={update} />
            <Select
              label={t('point')}
              placeholder={t('all_points')}
              clearable
              data={points.map((point) => ({ value: String(point.id), label: point.name }))}
              value={query.point_id ? String(query.point_id) : null}
              onChange={(value) => update({ point_id: value ? Number(value) : undefined })}
              w={220}
            />
          </Group>
          <div>
            <Text size="sm" fw={500} mb={4} id="report-group-label">
              {t('group_by')}
            </Text>
            <SegmentedControl
              aria-labelledby="report-group-label"
              data={REPORT_GROUPS.map((group) => ({ value: group, label: t(`group.${group}`) }))}
              value={query.group}
              onChange={(value) => update({ group: REPORT_GROUPS.find((g) => g === value) ?? 'day' })}
            />
          </div>
        </Stack>
      </Card>

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-live="polite">
        {totals.map((total) => (
          <Card key={total.coin} withBorder radius="md" padding="md">
            <Text size="sm" c="dimmed">
              {t('net_in', { coin: total.coin })}
            </Text>
            <Text fz={28} fw={700}>
              {total.net_formatted}
            </Text>
            <Text size="sm">
              {t('orders_units', {
                orders: t('orders_count', { count: total.orders }),
                units: t('units_count', { count: total.units }),
              })}
            </Text>
          </Card>
        ))}
      </SimpleGrid>

      {totals.map((total) => (
        <SalesChart
          key={total.coin}
          coin={total.coin}
          rows={rows.filter((row) => row.coin === total.coin)}
          group={query.group}
          period={{ from: query.from, to: query.to }}
        />
      ))}

      <DataTable
        caption={t('sale.caption')}
        rows={tableRows}
        rowKey={(row) => `${row.total ? 'total' : 'row'}|${row.key}|${row.coin}`}
        columns={columns}
        empty={{ title: t('empty.title'), description: t('empty.description') }}
        minWidth={900}
      />
    </Stack>
  );
}
