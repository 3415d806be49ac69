import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { Card, Text } from '@mantine/core';
import { minorToDecimal, type ReportGroup, type SalesReportRow } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { valueAxis } from '../../../components/admin-kit';
import { formatShortDay } from '../../../lib/calendar-date';
import { useLocale } from '../../../lib/i18n';
import { numberFormat } from '../../../lib/intl';

/** Bars for the longest reports: the top ones by net when grouped by customer or point. */
const BARS_MAX = 31;

/**
 * The net of each row of one coin as bars (one chart per coin: two coins never share an axis). The table below is
 * the chart's text alternative; the chart itself is hidden from screen readers.
 */
export function SalesChart({
  coin,
  rows,
  group,
}: {
  coin: string;
  rows: SalesReportRow[];
  group: ReportGroup;
}) {
  const byDay = group === 'day';
  const { t } = useTranslation('admin-reports');
  const locale = useLocale();
  const symbol = rows[0]?.symbol ?? coin;
  const amount = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const shown = byDay ? rows : [...rows].sort((a, b) => b.net - a.net).slice(0, BARS_MAX);
  const data = shown.map((row) => ({
    label: byDay ? formatShortDay(row.key, locale) : row.label,
    net: Number(minorToDecimal(row.net)),
  }));
  return (
    <Card withBorder radius="md" padding="md" aria-hidden>
      <Text fw={600} mb="sm">
        {t('chart_title', { coin, group: t(`group_lc.${group}`) })}
      </Text>
      <BarChart
        h={240}
        data={data}
        dataKey="label"
        series={[{ name: 'net', label: t('columns.net'), color: coin === 'MLC' ? 'teal.7' : 'blue.7' }]}
        valueFormatter={(value) => `${amount.format(value)} ${symbol}`}
        yAxisProps={valueAxis(
          data.map((bar) => bar.net),
          locale,
        )}
        tickLine="y"
        withTooltip
        // The chart is hidden from assistive technology (the table below says the same): no keyboard stop either.
        barChartProps={{ accessibilityLayer: false }}
      />
    </Card>
  );
}
