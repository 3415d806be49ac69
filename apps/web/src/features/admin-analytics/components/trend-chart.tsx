import '@mantine/charts/styles.layer.css';
import { LineChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { valueAxis } from '../../../components/admin-kit';
import { formatShortDay } from '../../../lib/calendar-date';
import { useLocale } from '../../../lib/i18n';

/**
 * A measure per day of the period as a line, with the period before as a dashed line under it, day by day (the first
 * day beside the first day). Hidden from screen readers: the figures and the data table beside it say the same.
 * A measure that counts things (`whole`) has whole ticks.
 */
export function TrendChart({
  days,
  current,
  previous,
  format,
  color = 'blue.7',
  whole = false,
}: {
  days: string[];
  current: number[];
  previous: number[];
  format: (value: number) => string;
  color?: string;
  whole?: boolean;
}) {
  const { t } = useTranslation('admin-analytics');
  const locale = useLocale();
  const data = days.map((day, i) => ({
    day: formatShortDay(day, locale),
    current: current[i] ?? 0,
    previous: previous[i] ?? 0,
  }));
  return (
    <Box aria-hidden>
      <LineChart
        h={220}
        data={data}
        dataKey="day"
        series={[
          { name: 'current', label: t('this_period'), color },
          { name: 'previous', label: t('previous_period'), color: 'gray.5', strokeDasharray: '5 5' },
        ]}
        curveType="monotone"
        withLegend
        withDots={data.length <= 31}
        valueFormatter={format}
        yAxisProps={valueAxis([...current, ...previous], locale, { whole })}
        tickLine="y"
        // Hidden from assistive technology (the figures are written beside it): no keyboard stop inside it either.
        lineChartProps={{ accessibilityLayer: false }}
      />
    </Box>
  );
}
