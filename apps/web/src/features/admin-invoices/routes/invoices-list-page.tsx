import { Anchor, Button, Group, Text } from '@mantine/core';
import { type Invoice, invoiceListQuerySchema } from '@shop/contracts';
import { IconEye, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminListPage, CoinFilter, type RowAction } from '../../../components/admin-kit';
import { DateField } from '../../../components/date-field';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useListParams } from '../../../lib/use-list-params';
import { INVOICES_SCREEN, useInvoices } from '../api/invoices';
import { invoiceMoney } from '../components/invoice-money';

/**
 * /admin/invoices (SPEC §2, read_invoices): every invoice, newest number first, searched by client or by the code
 * printed on it, with date and coin filters.
 */
export function Component() {
  const { t } = useTranslation('admin-invoices');
  const locale = useLocale();
  const list = useListParams(invoiceListQuerySchema);
  const [query, setQuery] = list;
  const invoices = useInvoices(query);
  const canIssue = userCan(useCurrentUser(), ['read_invoices', 'update_orders']);
  const actions: RowAction<Invoice>[] = [
    {
      label: (invoice) => t('open', { code: invoice.code }),
      icon: IconEye,
      to: (invoice) => `${INVOICES_SCREEN}/${invoice.id}`,
    },
  ];

  return (
    <AdminListPage
      title={t('title')}
      actions={
        canIssue && (
          <Button component={Link} to={`${INVOICES_SCREEN}/Create`} leftSection={<IconPlus size={18} />}>
            {t('new')}
          </Button>
        )
      }
      list={list}
      result={invoices}
      search={{ label: t('search'), placeholder: t('search_placeholder') }}
      filters={
        <Group gap="sm" align="flex-end" wrap="wrap">
          <DateField
            label={t('filters.date_from')}
            value={query.date_from ?? ''}
            onChange={(day) => setQuery({ date_from: day || undefined })}
          />
          <DateField
            label={t('filters.date_to')}
            value={query.date_to ?? ''}
            onChange={(day) => setQuery({ date_to: day || undefined })}
          />
          <CoinFilter
            label={t('filters.coin')}
            placeholder={t('filters.all_coins')}
            value={query.coin}
            onChange={(coin) => setQuery({ coin })}
          />
        </Group>
      }
      filtered={Boolean(query.search || query.date_from || query.date_to || query.coin || query.number)}
      empty={{ title: t('empty.title'), none: t('empty.none'), filtered: t('empty.filtered') }}
      totalLabel={(count) => t('total', { count })}
      table={{
        caption: t('title'),
        rowKey: (invoice: Invoice) => invoice.id,
        minWidth: 760,
        columns: [
          {
            key: 'number',
            header: t('columns.number'),
            sort: 'number',
            render: (invoice) => (
              <Anchor
                component={Link}
                to={`${INVOICES_SCREEN}/${invoice.id}`}
                size="sm"
                fw={600}
                ff="monospace"
              >
                {invoice.code}
              </Anchor>
            ),
          },
          {
            key: 'date',
            header: t('columns.date'),
            sort: 'date',
            render: (invoice) => <Text size="sm">{formatDate(`${invoice.date}T12:00:00`, locale)}</Text>,
          },
          {
            key: 'client',
            header: t('columns.client'),
            sort: 'client',
            render: (invoice) => (
              <Text size="sm">
                {invoice.client}
                {invoice.order && (
                  <Text span size="xs" c="dimmed">
                    {` · ${invoice.order.order_id}`}
                  </Text>
                )}
              </Text>
            ),
          },
          {
            key: 'total',
            header: t('columns.total'),
            render: (invoice) => (
              <Text size="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
                {invoiceMoney(invoice, locale)(invoice.total)}
              </Text>
            ),
          },
        ],
        actions,
      }}
    />
  );
}
