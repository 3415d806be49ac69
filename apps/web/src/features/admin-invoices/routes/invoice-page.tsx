import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RecordPage, StackedTable } from '../../../components/admin-kit';
import { formatDate, formatDecimalText, formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { INVOICES_SCREEN, invoicePdfUrl, useInvoice } from '../api/invoices';
import { invoiceMoney } from '../components/invoice-money';

/** /admin/invoices/:id (read_invoices): the invoice as issued, and its PDF. */
export function Component() {
  const { t } = useTranslation('admin-invoices');
  const locale = useLocale();
  const id = Number(useParams().id);
  const invoice = useInvoice(id);

  return (
    <RecordPage
      query={invoice}
      title={(data) => (data ? t('show_title', { code: data.code }) : t('show_title_loading'))}
      notFound={{
        title: t('not_found.title'),
        description: t('not_found.description'),
        backTo: INVOICES_SCREEN,
        backLabel: t('not_found.back'),
      }}
    >
      {(data) => {
        const money = invoiceMoney(data, locale);
        const facts: Array<[string, string]> = [
          [t('fields.date'), formatDate(`${data.date}T12:00:00`, locale, { dateStyle: 'long' })],
          [t('fields.client'), data.client],
          [t('fields.contract'), data.contract],
          [t('fields.reference_client'), data.reference_client],
          [t('fields.coin'), data.coin],
          [
            t('fields.rates'),
            Object.entries(data.exchange_rates)
              .map(([coin, rate]) => `${coin} ${formatDecimalText(rate, locale)}`)
              .join(' · '),
          ],
          [t('fields.created_by'), data.created_by ?? '—'],
        ];
        return (
          <Stack gap="md">
            <Group>
              <Button
                component="a"
                href={invoicePdfUrl(data.id)}
                download={`${data.code}.pdf`}
                leftSection={<IconDownload size={18} />}
              >
                {t('download_pdf')}
              </Button>
              {data.order && (
                <Anchor component={Link} to={`/admin/orders/${data.order.id}/show`}>
                  {t('order_link', { code: data.order.order_id })}
                </Anchor>
              )}
            </Group>
            <Paper withBorder p="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                {facts
                  .filter(([, value]) => value)
                  .map(([label, value]) => (
                    <Text key={label} size="sm">
                      <Text span fw={600}>
                        {label}:
                      </Text>{' '}
                      {value}
                    </Text>
                  ))}
              </SimpleGrid>
              {data.note && (
                <Text size="sm" mt="sm" c="dimmed">
                  {data.note}
                </Text>
              )}
            </Paper>
            <StackedTable minWidth={560} striped>
              <Table.Caption>{t('lines.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('lines.description')}</Table.Th>
                  <Table.Th ta="right">{t('lines.quantity')}</Table.Th>
                  <Table.Th ta="right">{t('lines.unit_price')}</Table.Th>
                  <Table.Th ta="right">{t('lines.tax')}</Table.Th>
                  <Table.Th ta="right">{t('lines.total')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.lines.map((line, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an invoice's lines never move; their position is who they are.
                  <Table.Tr key={index}>
                    <Table.Td data-label={t('lines.description')}>{line.description}</Table.Td>
                    <Table.Td ta="right" data-label={t('lines.quantity')}>
                      {formatNumber(line.quantity, locale, 0)}
                    </Table.Td>
                    <Table.Td ta="right" data-label={t('lines.unit_price')}>
                      {money(line.unit_price)}
                    </Table.Td>
                    <Table.Td ta="right" data-label={t('lines.tax')}>{`${line.tax_rate}\u00a0%`}</Table.Td>
                    <Table.Td ta="right" data-label={t('lines.total')}>
                      {money(line.total)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th colSpan={4} ta="right">
                    {t('lines.subtotal')}
                  </Table.Th>
                  <Table.Td ta="right">{money(data.subtotal)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th colSpan={4} ta="right">
                    {t('lines.tax_total')}
                  </Table.Th>
                  <Table.Td ta="right">{money(data.tax_total)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th colSpan={4} ta="right">
                    {t('lines.grand_total')}
                  </Table.Th>
                  <Table.Td ta="right" fw={700}>
                    {money(data.total)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            </StackedTable>
          </Stack>
        );
      }}
    </RecordPage>
  );
}
