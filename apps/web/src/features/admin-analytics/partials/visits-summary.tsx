import '@mantine/charts/styles.layer.css';
import { DonutChart } from '@mantine/charts';
import { Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { AnalyticsQuery } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { formatShortDay } from '../../../lib/calendar-date';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useVisits } from '../api/analytics';
import { DataDetails } from '../components/data-details';
import { Figure } from '../components/figure';
import { PartialCard } from '../components/partial-card';
import { total } from '../components/totals';
import { TrendChart } from '../components/trend-chart';

const DEVICE_COLORS: Record<string, string> = { mobile: 'blue.6', tablet: 'teal.6', desktop: 'orange.6' };

/** A short list of counted things (sites, searches) with its count, or a word when there is none. */
function CountTable({ title, rows }: { title: string; rows: Array<{ key: string; count: number }> }) {
  const { t } = useTranslation('admin-analytics');
  const locale = useLocale();
  return (
    <Stack gap="xs">
      <Title order={3} fz="h6">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('empty')}
        </Text>
      ) : (
        <Table aria-label={title} verticalSpacing={4} fz="sm">
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td style={{ wordBreak: 'break-word' }}>{row.key}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {formatNumber(row.count, locale, 0)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/**
 * The visits of the period: pages shown and distinct visitors per day beside the period before, the devices they
 * came on, the sites that sent them, and the searches that found nothing.
 */
export function VisitsSummary({ query }: { query: AnalyticsQuery }) {
  const { t } = useTranslation('admin-analytics');
  const locale = useLocale();
  const reply = useVisits(query).data;
  const number = (value: number) => formatNumber(value, locale, 0);
  const devices = reply?.devices ?? [];
  const deviceTotal = total(devices, (device) => device.count);
  return (
    <PartialCard title={t('visits.title')} description={t('visits.description')} loading={!reply}>
      {reply && (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Figure
              label={t('visits.views')}
              current={total(reply.current, (day) => day.views)}
              previous={total(reply.previous, (day) => day.views)}
              format={number}
            />
            <Figure
              label={t('visits.visitors')}
              current={total(reply.current, (day) => day.visitors)}
              previous={total(reply.previous, (day) => day.visitors)}
              format={number}
            />
          </SimpleGrid>
          <TrendChart
            days={reply.current.map((day) => day.day)}
            current={reply.current.map((day) => day.views)}
            previous={reply.previous.map((day) => day.views)}
            format={number}
            whole
          />
          <DataDetails
            caption={t('visits.title')}
            head={[t('day'), t('visits.views'), t('visits.visitors')]}
            rows={reply.current.map((day) => [
              formatShortDay(day.day, locale),
              number(day.views),
              number(day.visitors),
            ])}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            <Stack gap="xs">
              <Title order={3} fz="h6">
                {t('visits.devices')}
              </Title>
              {deviceTotal === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('empty')}
                </Text>
              ) : (
                <Group gap="md" wrap="nowrap" align="center">
                  <DonutChart
                    aria-hidden
                    pieChartProps={{ accessibilityLayer: false }}
                    pieProps={{ rootTabIndex: -1 }}
                    size={96}
                    thickness={16}
                    withTooltip={false}
                    data={devices.map((device) => ({
                      name: t(`visits.device.${device.key}`, { defaultValue: device.key }),
                      value: device.count,
                      color: DEVICE_COLORS[device.key] ?? 'gray.6',
                    }))}
                  />
                  <Stack gap={2}>
                    {devices.map((device) => (
                      <Text key={device.key} size="sm">
                        {t('visits.device_share', {
                          device: t(`visits.device.${device.key}`, { defaultValue: device.key }),
                          share: formatNumber((device.count / deviceTotal) * 100, locale, 0),
                        })}
                      </Text>
                    ))}
                  </Stack>
                </Group>
              )}
            </Stack>
            <CountTable title={t('visits.referrers')} rows={reply.referrers} />
            <CountTable title={t('visits.searches_empty')} rows={reply.searches_empty} />
          </SimpleGrid>
        </>
      )}
    </PartialCard>
  );
}
