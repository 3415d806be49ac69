import {
  convert,
  divideRounded,
  formatMoney,
  type Locale,
  marginPercent,
  type OrderProfitReply,
} from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { independentReads } from '../../db/independent-reads';
import { notFound } from '../../lib/domain-errors';
import { orderStatuses } from '../order-statuses';
import { orderLines, orders } from './orders.table';

/**
 * What one order left the shop (decision 112), in its coin at the rate it stored, over the lines that kept a cost
 * (decision 110): each line's total less the tax it contains and less its share of the cart discount (spread as the
 * tax was, in proportion to the lines' totals), less what its units cost. Lines without a cost are counted apart.
 */
export async function orderProfit(db: DbOrTx, id: number, locale: Locale): Promise<OrderProfitReply> {
  const [[order], lines] = await independentReads(
    db,
    () =>
      db
        .select({
          coin: orders.coin,
          rates: orders.exchangeRates,
          subtotal: orders.subtotal,
          discount: orders.discountAmount,
          role: orderStatuses.role,
        })
        .from(orders)
        .leftJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
        .where(eq(orders.id, id)),
    () =>
      db
        .select({
          id: orderLines.id,
          name: orderLines.name,
          variant: orderLines.variant,
          quantity: orderLines.quantity,
          lineTotal: orderLines.lineTotal,
          unitTax: orderLines.unitTax,
          unitCost: orderLines.unitCost,
        })
        .from(orderLines)
        .where(eq(orderLines.orderId, id))
        .orderBy(asc(orderLines.id)),
  );
  if (!order) throw notFound();

  const rate = order.rates[order.coin] ?? '1';
  const money = (minor: number) =>
    formatMoney(minor, { symbol: order.rates[`${order.coin}:symbol`] ?? order.coin }, locale);
  const discounted = order.discount > 0 && order.subtotal > 0;
  // A line's total taxes out, less its share of the discount, in the base coin as the order keeps it.
  const netOf = (line: (typeof lines)[number]) => {
    const net = line.lineTotal - line.unitTax * line.quantity;
    if (!discounted) return net;
    return Number(
      divideRounded(BigInt(net) * BigInt(order.subtotal - order.discount), BigInt(order.subtotal)),
    );
  };

  let netSum = 0;
  let costSum = 0;
  let costed = false;
  let unitsWithoutCost = 0;
  const rows = lines.map((line) => {
    const shown = { id: line.id, name: line.name, variant: line.variant, quantity: line.quantity };
    if (line.unitCost === null) {
      unitsWithoutCost += line.quantity;
      return { ...shown, cost_formatted: null, profit_formatted: null, margin: null };
    }
    const net = convert(netOf(line), rate);
    const cost = convert(line.unitCost * line.quantity, rate);
    netSum += net;
    costSum += cost;
    costed = true;
    return {
      ...shown,
      cost_formatted: money(cost),
      profit_formatted: money(net - cost),
      margin: marginPercent(net - cost, net),
    };
  });

  const profit = costed ? netSum - costSum : null;
  return {
    coin: order.coin,
    lines: rows,
    net_formatted: costed ? money(netSum) : null,
    cost_formatted: costed ? money(costSum) : null,
    profit,
    profit_formatted: profit === null ? null : money(profit),
    margin: profit === null ? null : marginPercent(profit, netSum),
    units_without_cost: unitsWithoutCost,
    discount_formatted: discounted ? money(convert(order.discount, rate)) : null,
    cancelled: order.role === 'cancelled',
  };
}
