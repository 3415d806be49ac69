import '@mantine/charts/styles.layer.css';
import { DonutChart } from '@mantine/charts';
import { Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { ordersReportQuerySchema, REPORT_PATHS } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { PeriodFilter, periodReader } from '../../../components/admin-kit';
import { PageTitle } from '../../../components/page-title';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useQueryParams } from '../../../lib/use-list-params';
import { useOrdersReport } from '../api/reports';
import { CoinChannelFilters } from '../components/coin-channel-filters';
import { ExportButtons } from '../components/export-buttons';

/** The report's filters live in the URL; a period that is not one falls back to this month. */
const reader = periodReader(ordersReportQuerySchema);

/**
 * /admin/reports/orders (SPEC §2; issue 19 §1): the period's orders, cancelled included, per status (a donut), per
 * delivery method and payment state, and how long they took to be paid and delivered; to Excel or PDF.
 */
export function Component() {
  const { t } = useTranslation('admin-reports');
  const locale = useLocale();
  const [query, update] = useQueryParams(reader);
  const report = useOrdersReport(query).data;
  const number = (value: number) => formatNumber(value, locale, 0);
  const duration = (minutes: number | null) =>
    minutes === null ? '—' : t('orders.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  const statuses = report?.by_status.filter((status) => status.orders > 0) ?? [];

  const counts = (title: string, rows: Array<{ label: string; orders: number }>) => (
    <Card withBorder radius="md" padding="md">
      <Table aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{title}</Table.Th>
            <Table.Th ta="right">{t('columns.orders')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Td>{row.label}</Table.Td>
              <Table.Td ta="right">{number(row.orders)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <PageTitle fz="h2">{t('orders.title')}</PageTitle>
        <ExportButtons path={REPORT_PATHS.ordersExport} query={query} />
      </Group>
      <Card withBorder radius="md" padding="md">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <PeriodFilter value={{ from: query.from, to: query.to }} onChange={update} />
          <CoinChannelFilters query={query} update={update} />
        </Group>
      </Card>
      {report && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }} aria-live="polite">
            <Card withBorder radius="md" padding="md">
              <Text size="sm" c="dimmed">
                {t('orders.placed')}
              </Text>
              <Text fz={28} fw={700}>
                {number(report.orders)}
              </Text>
            </Card>
            <Card withBorder radius="md" padding="md">
              <Text size="sm" c="dimmed">
                {t('orders.to_paid')}
              </Text>
              <Text fw={700}>{duration(report.to_paid.mean_minutes)}</Text>
              <Text size="xs">
                {t('orders.median', {
                  value: duration(report.to_paid.median_minutes),
                  count: report.to_paid.orders,
                })}
              </Text>
            </Card>
            <Card withBorder radius="md" padding="md">
              <Text size="sm" c="dimmed">
                {t('orders.to_delivered')}
              </Text>
              <Text fw={700}>{duration(report.to_delivered.mean_minutes)}</Text>
              <Text size="xs">
                {t('orders.median', {
                  value: duration(report.to_delivered.median_minutes),
                  count: report.to_delivered.orders,
                })}
              </Text>
            </Card>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Card withBorder radius="md" padding="md">
              <Text fw={600} mb="sm">
                {t('orders.by_status')}
              </Text>
              <Group align="center" wrap="wrap">
                {/* The donut is the table's picture: screen readers read the table. */}
                <div aria-hidden>
                  <DonutChart
                    size={160}
                    thickness={26}
                    data={statuses.map((status) => ({
                      name: status.name,
                      value: status.orders,
                      color: status.color,
                    }))}
                    withTooltip
                    pieChartProps={{ accessibilityLayer: false }}
                    pieProps={{ rootTabIndex: -1 }}
                  />
                </div>
                <Table w="auto" style={{ flex: 1 }} aria-label={t('orders.by_status')}>
                  <Table.Tbody>
                    {report.by_status.map((status) => (
                      <Table.Tr key={status.id}>
                        <Table.Td>
                          <Group gap={6} wrap="nowrap">
                            <span
                              aria-hidden
                              style={{ width: 10, height: 10, borderRadius: 5, background: status.color }}
                            />
                            {status.name}
                          </Group>
                        </Table.Td>
                        <Table.Td ta="right">{number(status.orders)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Group>
            </Card>
            <Stack>
              {counts(
                t('orders.by_delivery'),
                report.by_delivery.map((row) => ({
                  label: t(`orders.delivery.${row.method}`),
                  orders: row.orders,
                })),
              )}
              {counts(
                t('orders.by_payment'),
                report.by_payment.map((row) => ({
                  label: t(`orders.payment.${row.status}`),
                  orders: row.orders,
                })),
              )}
            </Stack>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
