import { SimpleGrid } from '@mantine/core';
import type { AnalyticsQuery } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { formatShortDay } from '../../../lib/calendar-date';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useNewUsers } from '../api/analytics';
import { DataDetails } from '../components/data-details';
import { Figure } from '../components/figure';
import { PartialCard } from '../components/partial-card';
import { total } from '../components/totals';
import { TrendChart } from '../components/trend-chart';

/** NewUsers (SPEC partial): accounts opened per day, and how many of them are wholesalers. */
export function NewUsers({ query }: { query: AnalyticsQuery }) {
  const { t } = useTranslation('admin-analytics');
  const locale = useLocale();
  const reply = useNewUsers(query).data;
  const number = (value: number) => formatNumber(value, locale, 0);
  return (
    <PartialCard title={t('new_users.title')} description={t('new_users.description')} loading={!reply}>
      {reply && (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Figure
              label={t('new_users.users')}
              current={total(reply.current, (day) => day.users)}
              previous={total(reply.previous, (day) => day.users)}
              format={number}
            />
            <Figure
              label={t('new_users.wholesale')}
              current={total(reply.current, (day) => day.wholesale)}
              previous={total(reply.previous, (day) => day.wholesale)}
              format={number}
            />
          </SimpleGrid>
          <TrendChart
            days={reply.current.map((day) => day.day)}
            current={reply.current.map((day) => day.users)}
            previous={reply.previous.map((day) => day.users)}
            format={number}
            whole
            color="grape.7"
          />
          <DataDetails
            caption={t('new_users.title')}
            head={[t('day'), t('new_users.users'), t('new_users.wholesale')]}
            rows={reply.current.map((day) => [
              formatShortDay(day.day, locale),
              number(day.users),
              number(day.wholesale),
            ])}
          />
        </>
      )}
    </PartialCard>
  );
}
