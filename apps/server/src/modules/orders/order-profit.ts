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

/** What the profit of an order reads of it: its coin, its rates, and its subtotal and cart discount (base coin). */
export interface ProfitOrder {
  coin: string;
  rates: Record<string, string>;
  subtotal: number;
  discount: number;
}

/** What it reads of each line (base coin, as the order keeps it). */
export interface ProfitLineRow {
  lineTotal: number;
  unitTax: number;
  quantity: number;
  unitCost: number | null;
}

/**
 * An order's figures in its coin at the rate it stored, over the lines that kept a cost (decision 110): each line's
 * total less the tax it contains and less its share of the cart discount (spread as the checkout spreads the tax, in
 * proportion to the lines' totals), and what its units cost; each rounded once per line. Null for a line without a
 * cost, whose units are counted apart. The order's page and the orders' export both read it (decision 112).
 */
export function orderProfitFigures(order: ProfitOrder, lines: readonly ProfitLineRow[]) {
  const rate = order.rates[order.coin] ?? '1';
  const discounted = order.discount > 0 && order.subtotal > 0;
  let net = 0;
  let cost = 0;
  let costed = false;
  let unitsWithoutCost = 0;
  const perLine = lines.map((line) => {
    if (line.unitCost === null) {
      unitsWithoutCost += line.quantity;
      return null;
    }
    const taxOut = line.lineTotal - line.unitTax * line.quantity;
    const afterDiscount = discounted
      ? Number(
          divideRounded(BigInt(taxOut) * BigInt(order.subtotal - order.discount), BigInt(order.subtotal)),
        )
      : taxOut;
    const figures = { net: convert(afterDiscount, rate), cost: convert(line.unitCost * line.quantity, rate) };
    net += figures.net;
    cost += figures.cost;
    costed = true;
    return figures;
  });
  return { perLine, net, cost, profit: costed ? net - cost : null, unitsWithoutCost, discounted };
}

/** What one order left the shop (decision 112), as its page in the back office shows it. */
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

  const symbol = order.rates[`${order.coin}:symbol`] ?? order.coin;
  const money = (minor: number) => formatMoney(minor, { symbol }, locale);
  const figures = orderProfitFigures(order, lines);
  const { profit } = figures;
  return {
    coin: order.coin,
    lines: lines.map((line, i) => {
      const own = figures.perLine[i];
      return {
        id: line.id,
        name: line.name,
        variant: line.variant,
        quantity: line.quantity,
        cost_formatted: own ? money(own.cost) : null,
        profit_formatted: own ? money(own.net - own.cost) : null,
        margin: own ? marginPercent(own.net - own.cost, own.net) : null,
      };
    }),
    net_formatted: profit === null ? null : money(figures.net),
    cost_formatted: profit === null ? null : money(figures.cost),
    profit,
    profit_formatted: profit === null ? null : money(profit),
    margin: profit === null ? null : marginPercent(profit, figures.net),
    units_without_cost: figures.unitsWithoutCost,
    discount_formatted: figures.discounted
      ? money(convert(order.discount, order.rates[order.coin] ?? '1'))
      : null,
    cancelled: order.role === 'cancelled',
  };
}
