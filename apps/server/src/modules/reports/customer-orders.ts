import { CUSTOMER_LATEST_ORDERS, type CustomerOrdersReply, type Locale, shopToday } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { independentReads } from '../../db/independent-reads';
import { rowsOf } from '../../db/rows';
import { notFound } from '../../lib/domain-errors';
import { orderStatuses } from '../order-statuses';
import { adminOrders, orders } from '../orders';
import { users } from '../users';
import { salesTotals } from './sales-report';

interface CountsRow {
  orders: number;
  taken: number;
  cancelled: number;
  first: Date | string | null;
  last: Date | string | null;
}

const isoOf = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * A customer's orders at a glance (their page in the back office): how many and since when, what those not cancelled
 * came to in each coin — the sales report's figures over their first to their last order's day — and the latest ones;
 * and, for staff, how many orders they took for customers.
 */
export async function customerOrders(
  db: DbOrTx,
  userId: number,
  locale: Locale,
): Promise<CustomerOrdersReply> {
  // One row for a user who exists, ordered or not; none for one who does not.
  const [counts] = rowsOf<CountsRow>(
    await db.execute(sql`
      SELECT count(o.id)::int AS orders,
        count(o.id) FILTER (WHERE s.role = 'cancelled')::int AS cancelled,
        min(o.created_at) AS first, max(o.created_at) AS last,
        (SELECT count(*) FROM ${orders} t WHERE t.placed_by = u.id)::int AS taken
      FROM ${users} u
        LEFT JOIN ${orders} o ON o.user_id = u.id
        LEFT JOIN ${orderStatuses} s ON s.id = o.status_id
      WHERE u.id = ${userId}
      GROUP BY u.id`),
  );
  if (!counts) throw notFound();
  const first = isoOf(counts.first);
  const last = isoOf(counts.last);
  if (!first || !last)
    return {
      orders: 0,
      cancelled: 0,
      first_order_at: null,
      last_order_at: null,
      sales: [],
      latest: [],
      taken_for_customers: counts.taken,
    };
  const [sales, latest] = await independentReads(
    db,
    () =>
      salesTotals(
        db,
        {
          from: shopToday(new Date(first)),
          to: shopToday(new Date(last)),
          coin: undefined,
          channel: 'all',
          customer_id: userId,
        },
        locale,
      ),
    () =>
      adminOrders(
        db,
        { customer_id: userId, page: 1, per_page: CUSTOMER_LATEST_ORDERS, sort: '-created_at' },
        locale,
      ),
  );
  return {
    orders: counts.orders,
    cancelled: counts.cancelled,
    first_order_at: first,
    last_order_at: last,
    sales,
    latest: latest.data,
    taken_for_customers: counts.taken,
  };
}
