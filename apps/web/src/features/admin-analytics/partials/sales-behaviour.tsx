import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type AnalyticsQuery, formatMoney } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { formatShortDay } from '../../../lib/calendar-date';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useSalesBehaviour } from '../api/analytics';
import { DataDetails } from '../components/data-details';
import { FIGURES_ABREAST, Figure } from '../components/figure';
import { PartialCard } from '../components/partial-card';
import { TrendChart } from '../components/trend-chart';

/**
 * SalesBehaviour (SPEC partial): what the shop sold per day, one block per coin (two coins never share a figure or an
 * axis), beside the period before: net sales, orders and the average order.
 */
export function SalesBehaviour({ query }: { query: AnalyticsQuery }) {
  const { t } = useTranslation('admin-analytics');
  const locale = useLocale();
  const reply = useSalesBehaviour(query).data;
  const number = (value: number) => formatNumber(value, locale, 0);
  return (
    <PartialCard title={t('sales.title')} description={t('sales.description')} loading={!reply}>
      {reply && reply.coins.length === 0 && <Text c="dimmed">{t('sales.none')}</Text>}
      {reply?.coins.map((coin) => {
        const money = (value: number) => formatMoney(value, { symbol: coin.symbol }, locale);
        const { current, previous } = coin.totals;
        return (
          <Stack key={coin.coin} gap="sm">
            <Title order={3} fz="h5">
              {t('sales.in_coin', { coin: coin.coin })}
            </Title>
            <SimpleGrid cols={FIGURES_ABREAST}>
              <Figure label={t('sales.net')} current={current.net} previous={previous.net} format={money} />
              <Figure
                label={t('sales.orders')}
                current={current.orders}
                previous={previous.orders}
                format={number}
              />
              <Figure
                label={t('sales.average')}
                current={current.average}
                previous={previous.average}
                format={money}
              />
            </SimpleGrid>
            <TrendChart
              days={coin.current.map((day) => day.day)}
              current={coin.current.map((day) => day.net / 100)}
              previous={coin.previous.map((day) => day.net / 100)}
              format={(value) => money(Math.round(value * 100))}
              color={coin.coin === 'MLC' ? 'teal.7' : 'blue.7'}
            />
            <DataDetails
              caption={t('sales.in_coin', { coin: coin.coin })}
              head={[t('day'), t('sales.orders'), t('sales.net')]}
              rows={coin.current.map((day) => [
                formatShortDay(day.day, locale),
                number(day.orders),
                money(day.net),
              ])}
            />
          </Stack>
        );
      })}
    </PartialCard>
  );
}
