import { Group, Text } from '@mantine/core';
import { type CatalogRow, catalogReportQuerySchema, REPORT_PATHS } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { AdminListPage, CategoryFilter, CoinFilter } from '../../../components/admin-kit';
import { formatCalendarDate } from '../../../lib/calendar-date';
import { useLocale } from '../../../lib/i18n';
import { useListParams } from '../../../lib/use-list-params';
import { useCatalogReport } from '../api/reports';
import { ExportButtons } from '../components/export-buttons';
import { ProductCell } from '../components/product-cell';

/**
 * /admin/reports/catalog (SPEC §2; decision 034): what the storefront sells, by category, with retail and wholesale
 * prices in one coin at today's rate — a price list to print or send (PDF, Excel).
 */
export function Component() {
  const { t } = useTranslation('admin-reports');
  const locale = useLocale();
  const list = useListParams(catalogReportQuerySchema);
  const [query, update] = list;
  const report = useCatalogReport(query);
  const rateDate = report.data?.rate_date;

  return (
    <AdminListPage
      title={t('catalog.title')}
      actions={<ExportButtons path={REPORT_PATHS.catalogExport} query={query} />}
      list={list}
      result={report}
      search={{ label: t('catalog.search') }}
      filters={
        <Group gap="sm" align="flex-end" wrap="wrap">
          <CategoryFilter
            label={t('inventory.category')}
            placeholder={t('all_categories')}
            value={query.category_id}
            onChange={(category_id) => update({ category_id })}
            w={240}
          />
          <CoinFilter
            label={t('catalog.coin')}
            placeholder={t('catalog.base_coin')}
            value={query.coin}
            onChange={(coin) => update({ coin })}
            w={170}
          />
        </Group>
      }
      empty={{
        title: t('inventory.empty.title'),
        none: t('catalog.empty'),
        filtered: t('inventory.empty.filtered'),
      }}
      totalLabel={(count) => t('inventory.total', { count })}
      table={{
        caption: t('catalog.title'),
        rowKey: (row: CatalogRow) => row.slug,
        minWidth: 640,
        columns: [
          {
            key: 'product',
            header: t('inventory.columns.product'),
            render: (row) => <ProductCell slug={row.slug} name={row.name} detail={row.sku} />,
          },
          {
            key: 'category',
            header: t('inventory.category'),
            render: (row) => row.category,
            visibleFrom: 'sm',
          },
          { key: 'price', header: t('catalog.price'), align: 'right', render: (row) => row.price_formatted },
          {
            key: 'wholesale',
            header: t('catalog.wholesale'),
            align: 'right',
            render: (row) => row.wholesale_price_formatted ?? '—',
          },
        ],
      }}
    >
      {rateDate && (
        <Text size="sm" c="dimmed">
          {t('catalog.rate', { coin: report.data?.coin, date: formatCalendarDate(rateDate, locale) })}
        </Text>
      )}
    </AdminListPage>
  );
}
