import { Card, Group, Select, SimpleGrid, Text } from '@mantine/core';
import {
  type MovementsRow,
  movementsReportQuerySchema,
  REPORT_PATHS,
  STOCK_MOVEMENT_REASONS,
} from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { AdminListPage, PeriodFilter, periodReader } from '../../../components/admin-kit';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { formatSigned } from '../../../lib/signed-number';
import { useQueryParams } from '../../../lib/use-list-params';
import { useMovementsReport, usePointNames } from '../api/reports';
import { ExportButtons } from '../components/export-buttons';
import { ProductCell } from '../components/product-cell';

/** The report's filters live in the URL; a period that is not one falls back to this month. */
const reader = periodReader(movementsReportQuerySchema);

/**
 * /admin/reports/movements (SPEC §2; issue 18 §4 and 19 §1): what the stock ledger recorded over a period, per
 * product and reason (units in, units out, units held by wholesale reservations, movements), with the totals of each
 * reason; by point of sale if asked. A reservation moves no stock: its rows and totals say the units it held (+) or
 * gave back (−), which read "+0 / −0" as units in and out.
 */
export function Component() {
  const { t } = useTranslation('admin-reports');
  const locale = useLocale();
  const list = useQueryParams(reader);
  const [query, update] = list;
  const report = useMovementsReport(query);
  const points = usePointNames().data ?? [];
  const number = (value: number) => formatNumber(value, locale, 0);
  const signed = (value: number) => formatSigned(value, locale);

  return (
    <AdminListPage
      title={t('movements.title')}
      actions={<ExportButtons path={REPORT_PATHS.movementsExport} query={query} />}
      list={list}
      result={report}
      search={{ label: t('movements.search') }}
      filters={
        <Group gap="sm" align="flex-start" wrap="wrap">
          <PeriodFilter value={{ from: query.from, to: query.to }} onChange={update} />
          <Select
            label={t('movements.reason')}
            placeholder={t('movements.all_reasons')}
            clearable
            data={STOCK_MOVEMENT_REASONS.map((reason) => ({ value: reason, label: t(`reasons.${reason}`) }))}
            value={query.reason ?? null}
            onChange={(value) => update({ reason: STOCK_MOVEMENT_REASONS.find((r) => r === value) })}
            w={220}
          />
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
      }
      filtered={Boolean(query.search || query.reason || query.point_id)}
      empty={{
        title: t('movements.empty.title'),
        none: t('movements.empty.none'),
        filtered: t('movements.empty.filtered'),
      }}
      totalLabel={(count) => t('movements.total', { count })}
      table={{
        caption: t('movements.title'),
        rowKey: (row: MovementsRow) => `${row.slug}|${row.reason}`,
        minWidth: 640,
        columns: [
          {
            key: 'product',
            header: t('movements.columns.product'),
            render: (row) => <ProductCell slug={row.slug} name={row.name} detail={row.sku} />,
          },
          {
            key: 'reason',
            header: t('movements.columns.reason'),
            render: (row) => t(`reasons.${row.reason}`),
          },
          {
            key: 'in',
            header: t('movements.columns.units_in'),
            align: 'right',
            render: (row) => number(row.units_in),
          },
          {
            key: 'out',
            header: t('movements.columns.units_out'),
            align: 'right',
            render: (row) => number(row.units_out),
          },
          {
            key: 'held',
            header: t('movements.columns.units_held'),
            align: 'right',
            render: (row) => signed(row.units_held),
          },
          {
            key: 'movements',
            header: t('movements.columns.movements'),
            align: 'right',
            render: (row) => number(row.movements),
            visibleFrom: 'sm',
          },
        ],
      }}
    >
      {report.data && report.data.totals.length > 0 && (
        <section aria-label={t('movements.totals_title')}>
          <Text fw={600} mb="xs">
            {t('movements.totals_title')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {report.data.totals.map((total) => (
              <Card key={total.reason} withBorder radius="md" padding="sm">
                <Text size="sm" c="dimmed">
                  {t(`reasons.${total.reason}`)}
                </Text>
                <Text fw={700}>
                  {total.units_in || total.units_out || !total.units_held
                    ? `+${number(total.units_in)} / −${number(total.units_out)}`
                    : t('movements.held', { units: signed(total.units_held) })}
                </Text>
                <Text size="xs">
                  {t('movements.columns.movements')}: {number(total.movements)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </section>
      )}
    </AdminListPage>
  );
}
