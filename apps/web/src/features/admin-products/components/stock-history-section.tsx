import { Anchor, Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import {
  type Product,
  STOCK_MOVEMENT_REASONS,
  type StockMovement,
  type StockMovementReason,
} from '@shop/contracts';
import { IconAdjustments } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DataColumn, PagedTable } from '../../../components/admin-kit';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { formatSigned } from '../../../lib/signed-number';
import { useStockMovements } from '../api/stock-history';
import { StockAdjustmentDialog } from './stock-adjustment-dialog';

const PER_PAGE = 10;
const REASON_COLORS: Record<StockMovementReason, string> = {
  initial: 'gray',
  adjustment: 'blue',
  order: 'orange',
  order_return: 'teal',
  import: 'grape',
  reservation_held: 'violet',
  reservation_released: 'cyan',
  reservation_converted: 'indigo',
  transfer_sent: 'yellow',
  transfer_received: 'lime',
};

/**
 * The product's stock ledger (issue 18 §1): what is on the shelf and held now, an adjustment with a reason — the only
 * way staff change stock — and every movement, newest first, filterable by reason and by variation.
 */
export function StockHistorySection({ product }: { product: Product }) {
  const { t } = useTranslation(['admin-products', 'common']);
  const locale = useLocale();
  const canAdjust = userCan(useCurrentUser(), ['update_products']);
  const [page, setPage] = useState(1);
  const [reason, setReason] = useState<StockMovementReason | null>(null);
  const [row, setRow] = useState<string | null>(null);
  const [adjusting, setAdjusting] = useState(false);
  const variable = product.kind === 'variable';
  const movements = useStockMovements(product.slug, {
    page,
    per_page: PER_PAGE,
    ...(reason ? { reason } : {}),
    ...(row ? { variation_id: Number(row) } : {}),
  });
  const signed = (n: number) => formatSigned(n, locale);

  const columns: DataColumn<StockMovement>[] = [
    {
      key: 'date',
      header: t('stock_history.columns.date'),
      render: (m) => formatDateTime(m.created_at, locale),
    },
    ...(variable
      ? [
          {
            key: 'variation',
            header: t('stock_history.columns.variation'),
            render: (m: StockMovement) => m.variation?.label ?? '—',
          },
        ]
      : []),
    {
      key: 'reason',
      header: t('stock_history.columns.reason'),
      render: (m) => (
        <Badge variant="light" color={REASON_COLORS[m.reason]}>
          {t(`stock_history.reasons.${m.reason}`)}
        </Badge>
      ),
    },
    {
      key: 'point',
      header: t('stock_history.columns.point'),
      render: (m) => m.point_of_sale?.name ?? '—',
    },
    {
      key: 'quantity',
      header: t('stock_history.columns.quantity'),
      align: 'right',
      // A reservation moves no real units: it holds or gives back, which reads as such.
      render: (m) =>
        m.reserved !== 0 ? (
          <Text span fw={600} c="violet">
            {t('stock_history.reserved', { units: signed(m.reserved) })}
          </Text>
        ) : (
          <Text span fw={600} c={m.quantity < 0 ? 'red' : 'teal'}>
            {signed(m.quantity)}
          </Text>
        ),
    },
    {
      key: 'balance',
      header: t('stock_history.columns.balance'),
      align: 'right',
      render: (m) => formatNumber(m.balance, locale, 0),
    },
    {
      key: 'order',
      header: t('stock_history.columns.order'),
      render: (m) =>
        m.order ? (
          <Anchor component={Link} to={`/admin/orders/${m.order.id}/show`}>
            {m.order.order_id}
          </Anchor>
        ) : m.transfer_id !== null ? (
          <Anchor component={Link} to={`/admin/distribution_movements/${m.transfer_id}`}>
            {t('stock_history.transfer', { id: m.transfer_id })}
          </Anchor>
        ) : m.store_request_id !== null ? (
          <Anchor component={Link} to={`/admin/reservations?search=${m.store_request_id}`}>
            {t('stock_history.store_request', { id: m.store_request_id })}
          </Anchor>
        ) : (
          '—'
        ),
    },
    { key: 'user', header: t('stock_history.columns.user'), render: (m) => m.user ?? '—' },
    { key: 'note', header: t('stock_history.columns.note'), render: (m) => m.note ?? '' },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Text size="sm">
          {variable
            ? t('stock_history.summary_variations', { count: product.variations.length })
            : t('stock_history.summary', {
                real: formatNumber(product.real_quantity, locale, 0),
                held: formatNumber(product.held_quantity, locale, 0),
                available: formatNumber(product.real_quantity - product.held_quantity, locale, 0),
              })}
          {movements.data && movements.data.reserved > 0 && (
            <>
              <br />
              {t('stock_history.reserved_now', {
                count: movements.data.reserved,
                units: formatNumber(movements.data.reserved, locale, 0),
              })}
            </>
          )}
        </Text>
        {canAdjust && (
          <Button
            variant="light"
            leftSection={<IconAdjustments size={16} />}
            onClick={() => setAdjusting(true)}
            disabled={variable && product.variations.length === 0}
          >
            {t('stock_history.adjust')}
          </Button>
        )}
      </Group>
      <Group gap="sm" wrap="wrap">
        <Select
          label={t('stock_history.filter_reason')}
          placeholder={t('stock_history.all_reasons')}
          data={STOCK_MOVEMENT_REASONS.map((r) => ({ value: r, label: t(`stock_history.reasons.${r}`) }))}
          value={reason}
          onChange={(value) => {
            setReason(value as StockMovementReason | null);
            setPage(1);
          }}
          clearable
          w={220}
        />
        {variable && (
          <Select
            label={t('stock_history.variation')}
            placeholder={t('stock_history.all_variations')}
            data={product.variations.map((v) => ({ value: String(v.id), label: v.sku }))}
            value={row}
            onChange={(value) => {
              setRow(value);
              setPage(1);
            }}
            clearable
            w={220}
          />
        )}
      </Group>
      <PagedTable
        result={movements}
        page={page}
        onPage={setPage}
        totalLabel={(count) => t('stock_history.total', { count })}
        caption={t('stock_history.caption', { name: product.name })}
        rowKey={(m) => m.id}
        columns={columns}
        empty={{ title: t('stock_history.empty_title'), description: t('stock_history.empty_description') }}
        minWidth={940}
      />
      {adjusting && <StockAdjustmentDialog product={product} onClose={() => setAdjusting(false)} />}
    </Stack>
  );
}
