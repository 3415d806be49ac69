import {
  formatMoney,
  type Locale,
  type SoldProductRow,
  type SoldProductsExportQuery,
  type SoldProductsQuery,
  type SoldProductsReply,
} from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { withParallelWorkers } from '../../db/parallel-reads';
import { rowsOf } from '../../db/rows';
import { orderLines } from '../orders';
import { exportRows } from './report-rows';
import { reportSearch } from './report-search';
import { salesOf } from './sales-report';

type Filters = Omit<SoldProductsExportQuery, 'format'>;

interface SoldRow {
  name: string;
  sku: string;
  variant: string | null;
  coin: string;
  symbol: string | null;
  units: string | number;
  orders: number;
  revenue: string | number;
}

/**
 * What the lines of the period's sales (as the sales report counts them) sold, per SKU, variation and coin: units,
 * orders, and revenue (the lines' totals at each order's rate, rounded per line).
 */
function soldOf(filters: Filters): SQL {
  const narrowed = [sql`true`];
  const searched = reportSearch([sql`l.name`, sql`l.sku`], filters.search);
  if (searched) narrowed.push(searched);
  return sql`
    WITH o AS (${salesOf(filters)})
    SELECT max(l.name) AS name, l.sku, l.variant, o.coin, max(o.symbol) AS symbol,
      sum(l.quantity)::bigint AS units, count(DISTINCT o.id)::int AS orders,
      sum(round(l.line_total * o.rate))::bigint AS revenue
    FROM o JOIN ${orderLines} l ON l.order_id = o.id
    WHERE ${sql.join(narrowed, sql` AND `)}
    GROUP BY l.sku, l.variant, o.coin`;
}

/** A coin's totals; numbers may come as JSON numbers or as the driver's strings. */
interface Totals {
  coin: string;
  symbol: string | null;
  units: string | number;
  revenue: string | number;
  rows: number;
}

function toRow(row: SoldRow, locale: Locale): SoldProductRow {
  const revenue = Number(row.revenue);
  const symbol = row.symbol ?? row.coin;
  return {
    name: row.name,
    sku: row.sku,
    variant: row.variant,
    coin: row.coin,
    symbol,
    units: Number(row.units),
    orders: row.orders,
    revenue,
    revenue_formatted: formatMoney(revenue, { symbol }, locale),
  };
}

/** The sold products report (SPEC §2 /admin/reports/soldProduct): the best sellers first, by units. */
export async function soldProductsReport(
  db: DbOrTx,
  query: SoldProductsQuery,
  locale: Locale,
): Promise<SoldProductsReply> {
  const sold = soldOf(query);
  const offset = (query.page - 1) * query.per_page;
  // One statement: the lines are summed once, kept, and read twice (the page, and the totals with the count). Two
  // statements side by side each summed a million lines: 3.2 s against 1.7 s on the bench's year of orders.
  const [result] = rowsOf<{ page: SoldRow[]; totals: Totals[] }>(
    await withParallelWorkers(db, (tx) =>
      tx.execute(sql`
      WITH s AS MATERIALIZED (${sold}),
      page AS (SELECT * FROM s ORDER BY s.units DESC, s.name, s.coin LIMIT ${query.per_page} OFFSET ${offset}),
      totals AS (
        SELECT s.coin, max(s.symbol) AS symbol, sum(s.units)::bigint AS units, sum(s.revenue)::bigint AS revenue,
          count(*)::int AS rows
        FROM s GROUP BY s.coin)
      SELECT
        (SELECT coalesce(json_agg(p ORDER BY p.units DESC, p.name, p.coin), '[]') FROM page p) AS page,
        (SELECT coalesce(json_agg(t ORDER BY t.coin), '[]') FROM totals t) AS totals`),
    ),
  );
  const totals = result?.totals ?? [];
  const page = result?.page ?? [];
  const total = totals.reduce((sum, t) => sum + t.rows, 0);
  return {
    data: page.map((row) => toRow(row, locale)),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
    },
    totals: totals.map((t) => {
      const symbol = t.symbol ?? t.coin;
      const revenue = Number(t.revenue);
      return {
        coin: t.coin,
        symbol,
        units: Number(t.units),
        revenue,
        revenue_formatted: formatMoney(revenue, { symbol }, locale),
      };
    }),
  };
}

/** Every row an export writes, a batch at a time (`tx` lives until the last one is read). */
export function soldProductRows(tx: DbOrTx, filters: Filters, locale: Locale) {
  return exportRows(
    tx,
    sql`WITH s AS (${soldOf(filters)}) SELECT * FROM s ORDER BY s.units DESC, s.name, s.coin`,
    soldOf(filters),
    (row: SoldRow) => toRow(row, locale),
  );
}
