import { Group, Stack, Text } from '@mantine/core';
import type { AdminOrder, OrderProfitLine } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useOrderProfit } from '../api/order-profit';
import { SectionCard } from './section-card';

/** A line's cost and what it left, or that it kept no cost. */
function ProfitLine({ line }: { line: OrderProfitLine }) {
  const { t } = useTranslation('admin-order');
  const locale = useLocale();
  const name = line.variant ? `${line.name} (${line.variant})` : line.name;
  return (
    <div>
      <Text size="sm">{t('profit.line', { name, quantity: formatNumber(line.quantity, locale) })}</Text>
      <Text size="sm" c="dimmed">
        {line.profit_formatted === null
          ? t('profit.line_without_cost')
          : line.margin === null
            ? t('profit.line_figures', { cost: line.cost_formatted, profit: line.profit_formatted })
            : t('profit.line_figures_margin', {
                cost: line.cost_formatted,
                profit: line.profit_formatted,
                margin: formatNumber(line.margin, locale, 1),
              })}
      </Text>
    </div>
  );
}

/**
 * What the order left the shop over its lines' costs (decision 112), for whoever reads the sold products report: the
 * same figures it sums, with the order's cart discount taken off. Never printed: the printed order goes with the goods.
 */
export function OrderProfitCard({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-order');
  const locale = useLocale();
  const allowed = userCan(useCurrentUser(), ['read_orders', 'read_reports', 'read_for_sold_products']);
  const profit = useOrderProfit(order.id, allowed).data;
  if (!allowed || !profit) return null;

  return (
    <SectionCard title={t('profit.title')} printed={false}>
      {profit.profit_formatted === null ? (
        <Text size="sm">{t('profit.no_cost')}</Text>
      ) : (
        <>
          <Group gap="xs" align="baseline">
            <Text fz="xl" fw={700}>
              {profit.profit_formatted}
            </Text>
            {profit.margin !== null && (
              <Text size="sm">{t('profit.margin', { margin: formatNumber(profit.margin, locale, 1) })}</Text>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t('profit.sums', { net: profit.net_formatted, cost: profit.cost_formatted })}
          </Text>
        </>
      )}
      {profit.discount_formatted !== null && (
        <Text size="sm" c="dimmed">
          {t('profit.discount', { discount: profit.discount_formatted })}
        </Text>
      )}
      {profit.units_without_cost > 0 && (
        <Text size="sm" c="dimmed">
          {t('profit.without_cost', { count: profit.units_without_cost })}
        </Text>
      )}
      {profit.cancelled && (
        <Text size="sm" c="dimmed">
          {t('profit.cancelled')}
        </Text>
      )}
      {profit.lines.length > 1 && (
        <Stack gap={6}>
          {profit.lines.map((line) => (
            <ProfitLine key={line.id} line={line} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
