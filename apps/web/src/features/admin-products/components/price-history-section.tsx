import { Select, Stack, Text } from '@mantine/core';
import type { PriceChange, Product } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, PagedTable } from '../../../components/admin-kit';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { usePriceChanges } from '../api/price-history';
import { usePriceChangeColumns } from './price-change-columns';

const PER_PAGE = 10;

/**
 * The product's price history (decision 108): every change of its own prices and its variations', newest first,
 * each price from what to what, why and by whom; filterable by variation.
 */
export function PriceHistorySection({ product }: { product: Product }) {
  const { t } = useTranslation('admin-products');
  const locale = useLocale();
  const priceColumns = usePriceChangeColumns<PriceChange>();
  const [page, setPage] = useState(1);
  const [row, setRow] = useState<string | null>(null);
  const variable = product.kind === 'variable';
  const changes = usePriceChanges(product.slug, {
    page,
    per_page: PER_PAGE,
    ...(row ? { variation_id: Number(row) } : {}),
  });

  const columns: DataColumn<PriceChange>[] = [
    {
      key: 'date',
      header: t('price_history.columns.date'),
      render: (c) => formatDateTime(c.created_at, locale),
    },
    ...(variable
      ? [
          {
            key: 'variation',
            header: t('price_history.columns.variation'),
            render: (c: PriceChange) => c.variation?.label ?? t('price_history.own_prices'),
          },
        ]
      : []),
    ...priceColumns,
  ];

  return (
    <Stack gap="md">
      <Text size="sm">{t('price_history.intro')}</Text>
      {variable && (
        <Select
          label={t('price_history.variation')}
          placeholder={t('price_history.all_rows')}
          data={[
            { value: '0', label: t('price_history.own_prices') },
            ...product.variations.map((v) => ({ value: String(v.id), label: v.sku })),
          ]}
          value={row}
          onChange={(value) => {
            setRow(value);
            setPage(1);
          }}
          clearable
          w={220}
        />
      )}
      <PagedTable
        result={changes}
        page={page}
        onPage={setPage}
        totalLabel={(count) => t('price_history.total', { count })}
        caption={t('price_history.caption', { name: product.name })}
        rowKey={(c) => c.id}
        columns={columns}
        empty={{ title: t('price_history.empty_title'), description: t('price_history.empty_description') }}
        minWidth={940}
      />
    </Stack>
  );
}
