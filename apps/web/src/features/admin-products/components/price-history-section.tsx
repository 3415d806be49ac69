import { Badge, Select, Stack, Text } from '@mantine/core';
import type { PriceChange, PriceChangeReason, PriceMove, Product } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable, ListPagination } from '../../../components/admin-kit';
import { QueryError } from '../../../components/query-error';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { formatSigned } from '../../../lib/signed-number';
import { usePriceChanges } from '../api/price-history';
import { useMoneyFormat } from '../lib/money';

const PER_PAGE = 10;
const REASON_COLORS: Record<PriceChangeReason, string> = {
  edit: 'blue',
  bulk: 'orange',
  import: 'grape',
  other: 'gray',
};

/** One price of a change: what it went from and to, or, left alone, what it stayed at (dimmed). */
function MoveCell({ move, show }: { move: PriceMove; show: (value: number) => string }) {
  const { t } = useTranslation('admin-products');
  const shown = (value: number | null) => (value === null ? t('price_history.none') : show(value));
  if (move.before === move.after)
    return (
      <Text span size="sm" c="dimmed">
        {shown(move.after)}
      </Text>
    );
  return (
    <Text span size="sm" fw={600}>
      {t('price_history.changed', { before: shown(move.before), after: shown(move.after) })}
    </Text>
  );
}

/**
 * The product's price history (decision 108): every change of its own prices and its variations', newest first,
 * each price from what to what, why and by whom; filterable by variation.
 */
export function PriceHistorySection({ product }: { product: Product }) {
  const { t } = useTranslation(['admin-products', 'common']);
  const locale = useLocale();
  const money = useMoneyFormat();
  const percent = (value: number) => t('price_history.percent', { value: formatNumber(value, locale, 0) });
  const [page, setPage] = useState(1);
  const [row, setRow] = useState<string | null>(null);
  const variable = product.kind === 'variable';
  const changes = usePriceChanges(product.slug, {
    page,
    per_page: PER_PAGE,
    ...(row ? { variation_id: Number(row) } : {}),
  });
  const meta = changes.data?.meta;

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
    {
      key: 'regular',
      header: t('price_history.columns.regular_price'),
      render: (c) => <MoveCell move={c.regular_price} show={money} />,
    },
    {
      key: 'sale',
      header: t('price_history.columns.sale_price'),
      render: (c) => <MoveCell move={c.sale_price} show={money} />,
    },
    {
      key: 'discount',
      header: t('price_history.columns.discount_percentage'),
      render: (c) =>
        c.discount_percentage ? (
          <MoveCell move={c.discount_percentage} show={percent} />
        ) : (
          t('price_history.none')
        ),
    },
    {
      key: 'wholesale',
      header: t('price_history.columns.wholesale_price'),
      render: (c) => <MoveCell move={c.wholesale_price} show={money} />,
    },
    {
      key: 'reason',
      header: t('price_history.columns.reason'),
      render: (c) => (
        <Badge variant="light" color={REASON_COLORS[c.reason]}>
          {c.reason === 'bulk' && c.percent !== null
            ? t('price_history.bulk_percent', { percent: formatSigned(c.percent, locale) })
            : t(`price_history.reasons.${c.reason}`)}
        </Badge>
      ),
    },
    { key: 'user', header: t('price_history.columns.user'), render: (c) => c.user ?? '—' },
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
      {changes.isError ? (
        <QueryError error={changes.error} retryLabel={t('common:retry')} onRetry={() => changes.refetch()} />
      ) : (
        <DataTable
          caption={t('price_history.caption', { name: product.name })}
          rows={changes.data?.data}
          rowKey={(c) => c.id}
          columns={columns}
          empty={{ title: t('price_history.empty_title'), description: t('price_history.empty_description') }}
          minWidth={940}
        />
      )}
      <ListPagination
        meta={meta}
        page={page}
        onPage={setPage}
        totalLabel={meta ? t('price_history.total', { count: meta.total }) : ''}
      />
    </Stack>
  );
}
