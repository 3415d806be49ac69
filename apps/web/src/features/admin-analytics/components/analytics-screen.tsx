import { Card, Group, Stack, Text } from '@mantine/core';
import { type AnalyticsQuery, analyticsPeriods, analyticsQuerySchema } from '@shop/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PeriodFilter, periodReader } from '../../../components/admin-kit';
import { PageTitle } from '../../../components/page-title';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useQueryParams } from '../../../lib/use-list-params';

/** The period lives in the URL; a period that is not one falls back to this month. */
const reader = periodReader(analyticsQuerySchema);

/**
 * One analytics screen (SPEC §2 /admin/analytics/…): its title, the period with the one it is compared with, and its
 * partials, each reading the same period.
 */
export function AnalyticsScreen({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: (query: AnalyticsQuery) => ReactNode;
}) {
  const { t } = useTranslation('admin-analytics');
  const locale = useLocale();
  const [query, update] = useQueryParams(reader);
  const { previous } = analyticsPeriods(query);
  const day = (date: string) => formatDate(`${date}T12:00:00`, locale);
  return (
    <Stack gap="lg">
      <div>
        <PageTitle fz="h2">{title}</PageTitle>
        <Text c="dimmed">{intro}</Text>
      </div>
      <Card withBorder radius="md" padding="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <PeriodFilter value={{ from: query.from, to: query.to }} onChange={update} />
          <Text size="sm" c="dimmed" pb={8}>
            {t('compared_with', { from: day(previous.from), to: day(previous.to) })}
          </Text>
        </Group>
      </Card>
      {children({ from: query.from, to: query.to })}
    </Stack>
  );
}
