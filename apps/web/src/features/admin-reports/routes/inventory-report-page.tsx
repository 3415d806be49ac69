import { Anchor, Badge, Group, Switch, Text } from '@mantine/core';
import { type InventoryRow, inventoryReportQuerySchema, REPORT_PATHS } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminListPage, CategoryFilter } from '../../../components/admin-kit';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useListParams } from '../../../lib/use-list-params';
import { useInventoryReport } from '../api/reports';
import { ExportButtons } from '../components/export-buttons';
import { ProductCell } from '../components/product-cell';

const PRODUCTS_WITHOUT_COST = '/admin/products/list?has_cost=false';

/**
 * /admin/reports/inventory (SPEC §2; issue 19 §1): every stocked product with what the shop has, what carts and open
 * orders hold, what can be sold, whether it is at its minimum and its value at price; the same list as Excel or PDF.
 */
export function Component() {
  const { t } = useTranslation('admin-reports');
  const locale = useLocale();
  const list = useListParams(inventoryReportQuerySchema);
  const [query, update] = list;
  const report = useInventoryReport(query);
  const totals = report.data?.totals;
  const number = (value: number) => formatNumber(value, locale, 0);
  const canListProducts = userCan(useCurrentUser(), ['read_products']);

  return (
    <AdminListPage
      title={t('inventory.title')}
      actions={<ExportButtons path={REPORT_PATHS.inventoryExport} query={query} />}
      list={list}
      result={report}
      search={{ label: t('inventory.search') }}
      filters={
        <Group gap="sm" align="flex-end" wrap="wrap">
          <CategoryFilter
            label={t('inventory.category')}
            placeholder={t('all_categories')}
            value={query.category_id}
            onChange={(category_id) => update({ category_id })}
            w={240}
          />
          <Switch
            label={t('inventory.low_only')}
            checked={query.low === '1'}
            onChange={(event) => update({ low: event.currentTarget.checked ? '1' : undefined })}
            mb={8}
          />
        </Group>
      }
      empty={{
        title: t('inventory.empty.title'),
        none: t('inventory.empty.none'),
        filtered: t('inventory.empty.filtered'),
      }}
      totalLabel={(count) => t('inventory.total', { count })}
      table={{
        caption: t('inventory.title'),
        rowKey: (row: InventoryRow) => row.slug,
        minWidth: 820,
        columns: [
          {
            key: 'product',
            header: t('inventory.columns.product'),
            render: (row) => (
              <ProductCell slug={row.slug} name={row.name} detail={`${row.sku} · ${row.category}`} />
            ),
          },
          {
            key: 'real',
            header: t('inventory.columns.real'),
            align: 'right',
            render: (row) => number(row.real),
          },
          {
            key: 'in_carts',
            header: t('inventory.columns.in_carts'),
            align: 'right',
            render: (row) => number(row.in_carts),
            visibleFrom: 'sm',
          },
          {
            key: 'in_orders',
            header: t('inventory.columns.in_orders'),
            align: 'right',
            render: (row) => number(row.in_orders),
            visibleFrom: 'sm',
          },
          {
            key: 'available',
            header: t('inventory.columns.available'),
            align: 'right',
            render: (row) => (
              <Group gap={6} justify="flex-end" wrap="nowrap">
                {row.low && (
                  <Badge color={row.available === 0 ? 'red' : 'orange'} variant="light" size="sm">
                    {row.available === 0 ? t('inventory.sold_out') : t('inventory.low')}
                  </Badge>
                )}
                {number(row.available)}
              </Group>
            ),
          },
          {
            key: 'value',
            header: t('inventory.columns.value'),
            align: 'right',
            render: (row) => row.value_formatted,
            visibleFrom: 'md',
          },
          {
            key: 'cost_value',
            header: t('inventory.columns.cost_value'),
            align: 'right',
            render: (row) => row.cost_value_formatted ?? '—',
            visibleFrom: 'md',
          },
        ],
      }}
    >
      {totals && (
        <Text size="sm" aria-live="polite">
          {t('inventory.totals', {
            products: t('inventory.total', { count: totals.products }),
            units: t('units_count', { count: totals.real }),
            value: totals.value_formatted,
            low: number(totals.low),
          })}{' '}
          {t('inventory.cost_totals', { value: totals.cost_value_formatted })}
          {totals.without_cost > 0 && ` ${t('inventory.without_cost', { count: totals.without_cost })}`}
          {/* Where those costs are filled in: the catalogue narrowed to the products without one (decision 110). */}
          {totals.without_cost > 0 && canListProducts && (
            <>
              {' '}
              <Anchor component={Link} to={PRODUCTS_WITHOUT_COST} size="sm">
                {t('inventory.without_cost_link')}
              </Anchor>
            </>
          )}
        </Text>
      )}
    </AdminListPage>
  );
}
