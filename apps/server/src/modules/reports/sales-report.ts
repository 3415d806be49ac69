import {
  dayBounds,
  formatMoney,
  type Locale,
  type SalesFigures,
  type SalesReportQuery,
  type SalesReportReply,
  SHOP_TIME_ZONE,
} from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { translate } from '../../lib/messages';
import { orderStatuses } from '../order-statuses';
import { orders } from '../orders';
import { users } from '../users';

export type SalesFilters = Omit<SalesReportQuery, 'group' | 'point_id'> & {
  point_id?: number;
  group?: SalesReportQuery['group'];
  /** One customer's orders (their page in the back office). */
  customer_id?: number;
};
type Filters = SalesFilters;

interface FigureRow {
  key: string | null;
  label: string | null;
  coin: string;
  symbol: string | null;
  orders: number;
  units: string | number | null;
  gross: string | number;
  discounts: string | number;
  shipping: string | number;
  tax: string | number;
  net: string | number;
}

/**
 * The orders of the period that count as sales: every status but the cancelled one, placed between the first day's
 * midnight and the last day's end in Havana (the `orders_created_idx` range), narrowed by coin, channel, point and
 * customer.
 */
export function salesOf(filters: Filters): SQL {
  const start = dayBounds(filters.from).start;
  const end = dayBounds(filters.to).end;
  const narrowed = [
    sql`o.created_at >= ${start.toISOString()} AND o.created_at < ${end.toISOString()}`,
    sql`o.status_id NOT IN (SELECT id FROM ${orderStatuses} WHERE role = 'cancelled')`,
  ];
  if (filters.coin) narrowed.push(sql`o.coin = ${filters.coin}`);
  if (filters.channel !== 'all') narrowed.push(sql`o.wholesale = ${filters.channel === 'wholesale'}`);
  if (filters.point_id) narrowed.push(sql`(o.pickup_point->>'id')::int = ${filters.point_id}`);
  if (filters.customer_id) narrowed.push(sql`o.user_id = ${filters.customer_id}`);
  // Each amount in the order's coin at the rate snapshotted on the order, rounded per order as its receipt shows it.
  return sql`
    SELECT o.id, o.user_id, o.coin, o.created_at, o.units, o.pickup_point, o.pay_form, o.paid_amount, o.exchange_rates,
      o.exchange_rates->>(o.coin || ':symbol') AS symbol,
      coalesce((o.exchange_rates->>o.coin)::numeric, 1) AS rate,
      o.subtotal, o.discount_amount, o.shipment_price, o.tax_total, o.total
    FROM ${orders} o
    WHERE ${sql.join(narrowed, sql` AND `)}`;
}

/** The period's orders; each carries its units, kept on the order by a trigger on its lines (migration 0045). */
function salesWithUnits(filters: Filters): SQL {
  return sql`o AS (${salesOf(filters)})`;
}

const FIGURES = sql`
  o.coin, max(o.symbol) AS symbol, count(*)::int AS orders,
  sum(o.units)::bigint AS units,
  sum(round(o.subtotal * o.rate))::bigint AS gross,
  sum(round(o.discount_amount * o.rate))::bigint AS discounts,
  sum(round(o.shipment_price * o.rate))::bigint AS shipping,
  sum(round(o.tax_total * o.rate))::bigint AS tax,
  sum(round(o.total * o.rate))::bigint AS net`;

function figures(row: FigureRow, locale: Locale): SalesFigures {
  const net = Number(row.net);
  return {
    coin: row.coin,
    symbol: row.symbol ?? row.coin,
    orders: row.orders,
    units: Number(row.units ?? 0),
    gross: Number(row.gross),
    discounts: Number(row.discounts),
    shipping: Number(row.shipping),
    tax: Number(row.tax),
    net,
    net_formatted: formatMoney(net, { symbol: row.symbol ?? row.coin }, locale),
  };
}

/** Sales per coin over the period, without grouping: the report's totals and the dashboard's figures. */
export async function salesTotals(db: DbOrTx, filters: Filters, locale: Locale): Promise<SalesFigures[]> {
  const rows = rowsOf<FigureRow>(
    await db.execute(sql`
      WITH ${salesWithUnits(filters)}
      SELECT NULL AS key, NULL AS label, ${FIGURES}
      FROM o
      GROUP BY o.coin ORDER BY o.coin`),
  );
  return rows.map((row) => figures(row, locale));
}

/** The sales report (SPEC §2 /admin/reports/sale): one row per day, customer or point of sale and coin. */
export async function salesReport(
  db: DbOrTx,
  query: SalesReportQuery,
  locale: Locale,
): Promise<SalesReportReply> {
  const grouping = {
    day: {
      key: sql`to_char(o.created_at AT TIME ZONE ${SHOP_TIME_ZONE}, 'YYYY-MM-DD')`,
      label: sql`to_char(o.created_at AT TIME ZONE ${SHOP_TIME_ZONE}, 'YYYY-MM-DD')`,
      join: sql``,
    },
    customer: {
      key: sql`coalesce(o.user_id::text, '')`,
      label: sql`coalesce(u.name || ' ' || u.lastname || ' <' || u.email || '>', ${translate('report_no_customer', locale)})`,
      join: sql`LEFT JOIN ${users} u ON u.id = o.user_id`,
    },
    point: {
      key: sql`coalesce(o.pickup_point->>'id', '')`,
      label: sql`coalesce(o.pickup_point->>'name', ${translate('report_home_delivery', locale)})`,
      join: sql``,
    },
  }[query.group];
  const rows = rowsOf<FigureRow>(
    await db.execute(sql`
      WITH ${salesWithUnits(query)}
      SELECT ${grouping.key} AS key, max(${grouping.label}) AS label, ${FIGURES}
      FROM o ${grouping.join}
      GROUP BY 1, o.coin
      ORDER BY ${query.group === 'day' ? sql`1` : sql`max(${grouping.label})`}, o.coin`),
  );
  // Each order is in exactly one row: the totals per coin are the rows added up, not a second pass over the orders.
  const totals = new Map<string, FigureRow>();
  for (const row of rows) {
    const sum = totals.get(row.coin);
    if (!sum) {
      totals.set(row.coin, { ...row, key: null, label: null });
      continue;
    }
    const add = (a: string | number | null, b: string | number | null) => Number(a ?? 0) + Number(b ?? 0);
    sum.orders += row.orders;
    sum.units = add(sum.units, row.units);
    sum.gross = add(sum.gross, row.gross);
    sum.discounts = add(sum.discounts, row.discounts);
    sum.shipping = add(sum.shipping, row.shipping);
    sum.tax = add(sum.tax, row.tax);
    sum.net = add(sum.net, row.net);
    sum.symbol ??= row.symbol;
  }
  return {
    rows: rows.map((row) => ({ ...figures(row, locale), key: row.key ?? '', label: row.label ?? '' })),
    totals: [...totals.values()]
      .sort((a, b) => (a.coin < b.coin ? -1 : 1))
      .map((row) => figures(row, locale)),
  };
}
