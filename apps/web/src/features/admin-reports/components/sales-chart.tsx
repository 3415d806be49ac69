import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { Card, Text } from '@mantine/core';
import { addDays, minorToDecimal, type ReportGroup, type SalesReportRow } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { valueAxis } from '../../../components/admin-kit';
import { formatShortDay } from '../../../lib/calendar-date';
import { useLocale } from '../../../lib/i18n';
import { numberFormat } from '../../../lib/intl';

/** Bars for the longest reports: the top ones by net when grouped by customer or point. */
const BARS_MAX = 31;
/** A named bar's row: its name beside it, so a phone shows every name (below the bars it had room for two of four). */
const ROW_HEIGHT = 36;
/** Characters of a name beside its bar: two short lines of the axis' width. */
const NAME_CHARS = 28;

/**
 * A customer's or point's name beside its bar: without the customer's address the report's label ends with (the
 * tooltip and the table below give the label whole), cut with an ellipsis past two short lines.
 */
export function barName(label: string) {
  const name = label.replace(/ <[^<>]*>$/, '');
  return name.length > NAME_CHARS ? `${name.slice(0, NAME_CHARS - 1).trimEnd()}…` : name;
}

/**
 * Every day of the period with its net, a day without sales at 0: the report's rows name only the days that sold,
 * and bars side by side for the 3rd and the 6th would read as days in a row.
 */
export function netPerDay(rows: SalesReportRow[], period: { from: string; to: string }) {
  const net = new Map(rows.map((row) => [row.key, row.net]));
  const days: Array<{ day: string; net: number }> = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1))
    days.push({ day, net: net.get(day) ?? 0 });
  return days;
}

/**
 * The net of each row of one coin as bars (one chart per coin: two coins never share an axis): per day, every day of
 * the period as columns; per customer or point, the best ones as rows with their names beside them. The table below
 * is the chart's text alternative; the chart itself is hidden from screen readers.
 */
export function SalesChart({
  coin,
  rows,
  group,
  period,
}: {
  coin: string;
  rows: SalesReportRow[];
  group: ReportGroup;
  period: { from: string; to: string };
}) {
  const byDay = group === 'day';
  const { t } = useTranslation('admin-reports');
  const locale = useLocale();
  const symbol = rows[0]?.symbol ?? coin;
  const amount = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const data = byDay
    ? netPerDay(rows, period).map(({ day, net }) => ({
        label: formatShortDay(day, locale),
        net: Number(minorToDecimal(net)),
      }))
    : [...rows]
        .sort((a, b) => b.net - a.net)
        .slice(0, BARS_MAX)
        .map((row) => ({ label: row.label, net: Number(minorToDecimal(row.net)) }));
  const axis = valueAxis(
    data.map((bar) => bar.net),
    locale,
  );
  return (
    <Card withBorder radius="md" padding="md" aria-hidden>
      <Text fw={600} mb="sm">
        {t('chart_title', { coin, group: t(`group_lc.${group}`) })}
      </Text>
      <BarChart
        h={byDay ? 240 : 40 + data.length * ROW_HEIGHT}
        data={data}
        dataKey="label"
        series={[{ name: 'net', label: t('columns.net'), color: coin === 'MLC' ? 'teal.7' : 'blue.7' }]}
        valueFormatter={(value) => `${amount.format(value)} ${symbol}`}
        {...(byDay
          ? { yAxisProps: axis, tickLine: 'y' as const }
          : {
              orientation: 'vertical' as const,
              xAxisProps: { domain: axis.domain, ticks: axis.ticks, tickFormatter: axis.tickFormatter },
              yAxisProps: { width: 112, interval: 0, tickFormatter: barName },
              gridAxis: 'y' as const,
              tickLine: 'x' as const,
            })}
        withTooltip
        // The chart is hidden from assistive technology (the table below says the same): no keyboard stop either.
        barChartProps={{ accessibilityLayer: false }}
      />
    </Card>
  );
}
