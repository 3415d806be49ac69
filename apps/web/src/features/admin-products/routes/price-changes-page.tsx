import { Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { PRICE_CHANGE_REASONS, type ShopPriceChange, shopPriceChangeQuerySchema } from '@shop/contracts';
import { IconFileExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminListPage, type DataColumn } from '../../../components/admin-kit';
import { DateField } from '../../../components/date-field';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useListParams } from '../../../lib/use-list-params';
import { priceChangesExportUrl, useShopPriceChanges } from '../api/price-history';
import { productScreens } from '../api/product-keys';
import { usePriceChangeColumns } from '../components/price-change-columns';

/**
 * /admin/products/price-changes: every product's price changes, newest first (decision 108) — what changed this week,
 * for the shelves' labels at the points of sale — by product name or SKU, reason and days, and as a spreadsheet.
 */
export function Component() {
  const { t } = useTranslation('admin-products');
  const locale = useLocale();
  const canEdit = userCan(useCurrentUser(), ['update_products']);
  const list = useListParams(shopPriceChangeQuerySchema);
  const [query, update] = list;
  const changes = useShopPriceChanges(query);
  const priceColumns = usePriceChangeColumns<ShopPriceChange>();

  const columns: DataColumn<ShopPriceChange>[] = [
    {
      key: 'date',
      header: t('price_history.columns.date'),
      render: (c) => formatDateTime(c.created_at, locale),
    },
    {
      key: 'product',
      header: t('price_changes.columns.product'),
      render: (c) => (
        <Stack gap={0}>
          {canEdit ? (
            <Anchor component={Link} to={productScreens.edit(c.product.slug)} size="sm" fw={500}>
              {c.product.name}
            </Anchor>
          ) : (
            <Text size="sm" fw={500}>
              {c.product.name}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {c.variation ? `${c.variation.label} · ${c.variation.sku}` : c.product.sku}
          </Text>
        </Stack>
      ),
    },
    ...priceColumns,
  ];

  return (
    <AdminListPage
      title={t('price_changes.title')}
      actions={
        <Button
          component="a"
          href={priceChangesExportUrl(query)}
          download
          variant="default"
          leftSection={<IconFileExport size={18} />}
        >
          {t('export_button')}
        </Button>
      }
      list={list}
      result={changes}
      search={{ label: t('price_changes.search'), placeholder: t('price_changes.search_placeholder') }}
      filters={
        <Group gap="sm" align="flex-end">
          <Select
            label={t('price_changes.reason')}
            placeholder={t('price_changes.any_reason')}
            data={PRICE_CHANGE_REASONS.map((reason) => ({
              value: reason,
              label: t(`price_history.reasons.${reason}`),
            }))}
            value={query.reason ?? null}
            onChange={(value) => update({ reason: PRICE_CHANGE_REASONS.find((r) => r === value) })}
            clearable
            w={{ base: '100%', sm: 200 }}
          />
          <DateField
            label={t('price_changes.date_from')}
            value={query.date_from ?? ''}
            max={query.date_to}
            onChange={(day) => update({ date_from: day || undefined })}
            w={{ base: '100%', sm: 170 }}
          />
          <DateField
            label={t('price_changes.date_to')}
            value={query.date_to ?? ''}
            min={query.date_from}
            onChange={(day) => update({ date_to: day || undefined })}
            w={{ base: '100%', sm: 170 }}
          />
        </Group>
      }
      filtered={Boolean(query.search || query.reason || query.date_from || query.date_to)}
      empty={{
        title: t('price_changes.empty.title'),
        none: t('price_changes.empty.none'),
        filtered: t('price_changes.empty.filtered'),
      }}
      totalLabel={(count) => t('price_history.total', { count })}
      table={{
        caption: t('price_changes.title'),
        rowKey: (c: ShopPriceChange) => c.id,
        columns,
        minWidth: 1000,
      }}
    />
  );
}
