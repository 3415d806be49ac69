import { Badge, Text } from '@mantine/core';
import type { PriceChange, PriceChangeReason, PriceMove } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../components/admin-kit';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { formatSigned } from '../../../lib/signed-number';
import { useMoneyFormat } from '../lib/money';

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
 * What a price change says in any list of them (decision 108): each own price from what to what, why and who. The
 * product's history and the shop-wide list put their own first columns before these.
 */
export function usePriceChangeColumns<Row extends PriceChange>(): DataColumn<Row>[] {
  const { t } = useTranslation('admin-products');
  const locale = useLocale();
  const money = useMoneyFormat();
  const percent = (value: number) => t('price_history.percent', { value: formatNumber(value, locale, 0) });
  return [
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
}
