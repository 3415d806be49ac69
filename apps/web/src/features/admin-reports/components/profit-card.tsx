import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { SoldTotals } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { coinNote } from '../../../lib/coin-note';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useDashboardProfit } from '../api/reports';
import { DashboardCard } from './dashboard-card';

/** One period's profit per coin: what the costed units left and their margin, and the units that had no cost. */
function ProfitLines({ label, totals, lead }: { label: string; totals: SoldTotals[]; lead?: boolean }) {
  const { t } = useTranslation('admin-reports');
  const locale = useLocale();
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {totals.length === 0 ? (
        <Text size={lead ? undefined : 'sm'}>{t('dashboard.no_sales')}</Text>
      ) : (
        totals.map((total) => (
          <div key={total.coin}>
            {total.profit_formatted === null ? (
              <Text size="sm">
                {coinNote(total.revenue_formatted, total.coin)}
                {t('dashboard.no_cost')}
              </Text>
            ) : (
              <Group gap="xs" align="baseline">
                <Text fz={lead ? 'xl' : undefined} fw={lead ? 700 : 600}>
                  {total.profit_formatted}
                </Text>
                <Text size="sm">
                  {coinNote(total.profit_formatted, total.coin)}
                  {total.margin === null
                    ? null
                    : t('sold.margin', { margin: formatNumber(total.margin, locale, 1) })}
                </Text>
              </Group>
            )}
            {total.units_without_cost > 0 && (
              <Text size="xs" c="dimmed">
                {t('sold.without_cost', { count: total.units_without_cost })}
              </Text>
            )}
          </div>
        ))
      )}
    </div>
  );
}

/**
 * What this month's sales have left so far, beside what last month's left (decision 111): for whoever reads the sold
 * products report, which it links to; units sold without a cost are said, not counted.
 */
export function ProfitCard() {
  const { t } = useTranslation('admin-reports');
  const profit = useDashboardProfit().data;
  if (!profit) return null;
  return (
    <DashboardCard
      title={t('dashboard.profit_title')}
      link={
        <Anchor component={Link} to="/admin/reports/soldProduct" size="sm">
          {t('dashboard.profit_link')}
        </Anchor>
      }
    >
      <Stack gap="xs">
        <ProfitLines label={t('dashboard.month')} totals={profit.month} lead />
        <ProfitLines label={t('dashboard.last_month')} totals={profit.last_month} />
      </Stack>
    </DashboardCard>
  );
}
