import { SimpleGrid } from '@mantine/core';
import type { AnalyticsQuery } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { formatShortDay } from '../../../lib/calendar-date';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useAccesses } from '../api/analytics';
import { DataDetails } from '../components/data-details';
import { FIGURES_ABREAST, Figure } from '../components/figure';
import { PartialCard } from '../components/partial-card';
import { total } from '../components/totals';
import { TrendChart } from '../components/trend-chart';

const OUTCOMES = ['success', 'failed', 'blocked'] as const;

/** Accesses (SPEC partial): sign-ins accepted, refused for wrong credentials, and stopped for too many tries. */
export function Accesses({ query }: { query: AnalyticsQuery }) {
  const { t } = useTranslation('admin-analytics');
  const locale = useLocale();
  const reply = useAccesses(query).data;
  const number = (value: number) => formatNumber(value, locale, 0);
  return (
    <PartialCard title={t('accesses.title')} description={t('accesses.description')} loading={!reply}>
      {reply && (
        <>
          <SimpleGrid cols={FIGURES_ABREAST}>
            {OUTCOMES.map((outcome) => (
              <Figure
                key={outcome}
                label={t(`accesses.${outcome}`)}
                current={total(reply.current, (day) => day[outcome])}
                previous={total(reply.previous, (day) => day[outcome])}
                format={number}
              />
            ))}
          </SimpleGrid>
          <TrendChart
            days={reply.current.map((day) => day.day)}
            current={reply.current.map((day) => day.success)}
            previous={reply.previous.map((day) => day.success)}
            format={number}
            whole
          />
          <DataDetails
            caption={t('accesses.title')}
            head={[t('day'), ...OUTCOMES.map((outcome) => t(`accesses.${outcome}`))]}
            rows={reply.current.map((day) => [
              formatShortDay(day.day, locale),
              ...OUTCOMES.map((outcome) => number(day[outcome])),
            ])}
          />
        </>
      )}
    </PartialCard>
  );
}
