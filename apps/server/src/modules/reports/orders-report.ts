import { dayBounds, type Locale, type OrdersExportQuery, type OrdersReportReply } from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { type OrderStatusRow, orderStatuses, statusName } from '../order-statuses';
import { orderStatusChanges, orders } from '../orders';

type Filters = Omit<OrdersExportQuery, 'format'>;

/** The orders placed in the period's days in Havana, of every status, narrowed by coin and channel. */
function ordersOf(filters: Filters): SQL {
  const narrowed = [
    sql`o.created_at >= ${dayBounds(filters.from).start.toISOString()}`,
    sql`o.created_at < ${dayBounds(filters.to).end.toISOString()}`,
  ];
  if (filters.coin) narrowed.push(sql`o.coin = ${filters.coin}`);
  if (filters.channel !== 'all') narrowed.push(sql`o.wholesale = ${filters.channel === 'wholesale'}`);
  return sql`SELECT o.* FROM ${orders} o WHERE ${sql.join(narrowed, sql` AND `)}`;
}

interface Duration {
  orders: number;
  mean_minutes: number | null;
  median_minutes: number | null;
}

/**
 * The orders report (SPEC §2 /admin/reports/orders; issue 19 §1): the period's orders per status, delivery method and
 * payment state, and how long they took from placed to paid and to delivered (the first final status that is not the
 * cancelled one, as the dispatch board's, decision 030).
 */
export async function ordersReport(db: DbOrTx, filters: Filters, locale: Locale): Promise<OrdersReportReply> {
  const placed = ordersOf(filters);
  const minutes = (from: SQL, to: SQL) =>
    sql`count(*)::int AS orders,
      round(avg(extract(epoch FROM ${to} - ${from}) / 60))::int AS mean_minutes,
      round((percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ${to} - ${from}) / 60))::numeric)::int
        AS median_minutes`;
  const [statuses, delivery, payment, paid, delivered] = await Promise.all([
    db.execute(sql`
      WITH o AS (${placed})
      SELECT s.id, s.name, s.key, s.color, count(o.id)::int AS orders
      FROM ${orderStatuses} s LEFT JOIN o ON o.status_id = s.id
      GROUP BY s.id ORDER BY s.position, s.id`),
    db.execute(sql`
      WITH o AS (${placed})
      SELECT o.delivery_method::text AS method, count(*)::int AS orders FROM o GROUP BY 1 ORDER BY 1`),
    db.execute(sql`
      WITH o AS (${placed})
      SELECT o.payment_status::text AS status, count(*)::int AS orders FROM o GROUP BY 1 ORDER BY 1`),
    db.execute(sql`
      WITH o AS (${placed}) SELECT ${minutes(sql`o.created_at`, sql`o.paid_at`)} FROM o WHERE o.paid_at IS NOT NULL`),
    db.execute(sql`
      WITH o AS (${placed}),
        delivered AS (
          SELECT id FROM ${orderStatuses} WHERE is_final AND coalesce(role, '') <> 'cancelled'
          ORDER BY position, id LIMIT 1),
        reached AS (
          SELECT c.order_id, min(c.created_at) AS at FROM ${orderStatusChanges} c
          WHERE c.to_status_id = (SELECT id FROM delivered) AND c.order_id IN (SELECT id FROM o)
          GROUP BY c.order_id)
      SELECT ${minutes(sql`o.created_at`, sql`r.at`)} FROM o JOIN reached r ON r.order_id = o.id`),
  ]);
  type StatusRow = OrdersReportReply['by_status'][number] & Pick<OrderStatusRow, 'key'>;
  const byStatus = rowsOf<StatusRow>(statuses).map(({ key, ...status }) => ({
    ...status,
    name: statusName({ name: status.name, key }, locale),
  }));
  return {
    orders: byStatus.reduce((sum, status) => sum + status.orders, 0),
    by_status: byStatus,
    by_delivery: rowsOf<OrdersReportReply['by_delivery'][number]>(delivery),
    by_payment: rowsOf<OrdersReportReply['by_payment'][number]>(payment),
    to_paid: rowsOf<Duration>(paid)[0] ?? { orders: 0, mean_minutes: null, median_minutes: null },
    to_delivered: rowsOf<Duration>(delivered)[0] ?? { orders: 0, mean_minutes: null, median_minutes: null },
  };
}
