import {
  ANALYTICS_TOP,
  type AnalyticsPeriods,
  type AnalyticsQuery,
  type ProductTopReply,
  type SalesBehaviourReply,
  SHOP_TIME_ZONE,
} from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { withParallelWorkers } from '../../db/parallel-reads';
import { rowsOf } from '../../db/rows';
import { orderLines } from '../orders';
import { products } from '../products';
import { salesOf } from '../reports';
import { perDay, periodsOf } from './periods';

/** The orders that count as sales in a span, as the sales report counts them (every coin, retail and wholesale). */
const salesIn = (from: string, to: string) => salesOf({ from, to, channel: 'all' });

const average = (net: number, orders: number) => (orders === 0 ? 0 : Math.round(net / orders));

/**
 * SalesBehaviour (SPEC partial): orders and net per day in each coin the period sold in, beside the period before;
 * amounts at each order's own rate, two coins never summed.
 */
export async function salesBehaviour(db: DbOrTx, query: AnalyticsQuery): Promise<SalesBehaviourReply> {
  const periods = periodsOf(query);
  const rows = rowsOf<{
    day: string;
    coin: string;
    symbol: string | null;
    orders: number;
    net: string | number;
  }>(
    await db.execute(sql`
      WITH o AS (${salesIn(periods.previous.from, periods.current.to)})
      SELECT to_char(o.created_at AT TIME ZONE ${SHOP_TIME_ZONE}, 'YYYY-MM-DD') AS day, o.coin,
        max(o.symbol) AS symbol, count(*)::int AS orders, sum(round(o.total * o.rate))::bigint AS net
      FROM o GROUP BY 1, 2`),
  );
  const coins = [...new Set(rows.map((row) => row.coin))].sort();
  return {
    periods,
    coins: coins.map((coin) => {
      const mine = new Map(rows.filter((row) => row.coin === coin).map((row) => [row.day, row]));
      const days = perDay(periods, (day) => ({
        day,
        orders: mine.get(day)?.orders ?? 0,
        net: Number(mine.get(day)?.net ?? 0),
      }));
      const totalOf = (list: { orders: number; net: number }[]) => {
        const orders = list.reduce((sum, day) => sum + day.orders, 0);
        const net = list.reduce((sum, day) => sum + day.net, 0);
        return { orders, net, average: average(net, orders) };
      };
      return {
        coin,
        symbol: [...mine.values()].find((row) => row.symbol)?.symbol ?? coin,
        ...days,
        totals: { current: totalOf(days.current), previous: totalOf(days.previous) },
      };
    }),
  };
}

/** Units sold per product in a period, by the products' ids. */
async function unitsSold(db: DbOrTx, period: AnalyticsPeriods['current'], onlyIds?: number[]) {
  if (onlyIds?.length === 0) return [];
  return rowsOf<{ id: number; slug: string; name: string; units: string | number }>(
    await db.execute(sql`
      WITH o AS (${salesIn(period.from, period.to)})
      SELECT p.id, p.slug, p.name, sum(l.quantity)::bigint AS units
      FROM o JOIN ${orderLines} l ON l.order_id = o.id JOIN ${products} p ON p.id = l.product_id
      ${
        onlyIds
          ? sql`WHERE p.id IN (${sql.join(
              onlyIds.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : sql``
      }
      GROUP BY p.id
      ORDER BY 4 DESC, p.name
      ${onlyIds ? sql`` : sql`LIMIT ${ANALYTICS_TOP}`}`),
  );
}

/** ProductsMostSold (SPEC partial): units in the period's sales, per product, beside the same products before. */
export async function productsMostSold(db: DbOrTx, query: AnalyticsQuery): Promise<ProductTopReply> {
  const periods = periodsOf(query);
  // A year of orders is a million lines to sum: with parallel workers, as the sold products report.
  const rows = await withParallelWorkers(db, (tx) => unitsSold(tx, periods.current));
  const before = new Map(
    (
      await unitsSold(
        db,
        periods.previous,
        rows.map((row) => row.id),
      )
    ).map((row) => [row.id, Number(row.units)]),
  );
  return {
    periods,
    rows: rows.map((row) => ({
      product_id: row.id,
      slug: row.slug,
      name: row.name,
      count: Number(row.units),
      previous: before.get(row.id) ?? 0,
    })),
  };
}
