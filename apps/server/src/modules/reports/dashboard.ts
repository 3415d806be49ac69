import {
  type DashboardOrdersReply,
  type DashboardProfitReply,
  type DashboardReservationsReply,
  type DashboardReviewsReply,
  type DashboardSalesReply,
  type DashboardStockReply,
  type Locale,
  presetPeriod,
  shopToday,
} from '@shop/contracts';
import { and, count, countDistinct, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { independentReads } from '../../db/independent-reads';
import { rowsOf } from '../../db/rows';
import { lowAvailabilityThreshold } from '../availability-alerts';
import { type OrderStatusRow, orderStatuses, statusName } from '../order-statuses';
import { customerWroteLast, orderPayments, orders, receiptToReview } from '../orders';
import { products } from '../products';
import { reviews } from '../reviews';
import { cardSalePayments, cardSales, cardSalesSettledBy } from '../shopping-cards';
import { storeRequests } from '../store-requests';
import { salesTotals } from './sales-report';
import { soldTotals } from './sold-products-report';

/**
 * The back office's first screen (issue 19 §2): each card its own query, each behind its own permission. The sales
 * card reads today and this month of the shop's calendar (`today` for a test's fixed day).
 */
export async function dashboardSales(
  db: DbOrTx,
  locale: Locale,
  today: string = shopToday(),
): Promise<DashboardSalesReply> {
  const all = { coin: undefined, channel: 'all', point_id: undefined } as const;
  const [day, month] = await Promise.all([
    salesTotals(db, { ...all, ...presetPeriod('today', today) }, locale),
    salesTotals(db, { ...all, ...presetPeriod('this_month', today) }, locale),
  ]);
  return { today: day, month };
}

/**
 * What this month's sales have left so far and what last month's left, per coin, over the lines that kept a cost
 * (decision 111): the shop's calendar, as the sales card.
 */
export async function dashboardProfit(
  db: DbOrTx,
  locale: Locale,
  today: string = shopToday(),
): Promise<DashboardProfitReply> {
  const all = { channel: 'all' } as const;
  const [month, lastMonth] = await Promise.all([
    soldTotals(db, { ...all, ...presetPeriod('this_month', today) }, locale),
    soldTotals(db, { ...all, ...presetPeriod('last_month', today) }, locale),
  ]);
  return { month, last_month: lastMonth };
}

/**
 * The unpaid orders whose payment window closes within this hour are about to be cancelled by the job; one whose
 * transfer receipt waits for staff is not (it counts among the receipts to review).
 */
const EXPIRING_WITHIN_MS = 60 * 60_000;

export async function dashboardOrders(db: DbOrTx, locale: Locale): Promise<DashboardOrdersReply> {
  const now = new Date();
  const [byStatus, [expiring], [receipts], [cardSalesWaiting], [refunds], [cardRefunds], [waiting]] =
    await independentReads(
      db,
      async () =>
        rowsOf<{ id: number; name: string; key: OrderStatusRow['key']; color: string; count: number }>(
          await db.execute(sql`
          SELECT s.id, s.name, s.key, s.color,
            (SELECT count(*) FROM ${orders} o WHERE o.status_id = s.id)::int AS count
          FROM ${orderStatuses} s
          WHERE NOT s.is_final AND coalesce(s.role, '') <> 'cancelled'
          ORDER BY s.position, s.id`),
        ),
      () =>
        db
          .select({ count: count() })
          .from(orders)
          .where(
            and(
              eq(orders.paymentStatus, 'pending'),
              gte(orders.paymentDueAt, now),
              lt(orders.paymentDueAt, new Date(now.getTime() + EXPIRING_WITHIN_MS)),
              inArray(
                orders.statusId,
                db
                  .select({ id: orderStatuses.id })
                  .from(orderStatuses)
                  .where(eq(orderStatuses.role, 'initial')),
              ),
              // In parentheses: drizzle's not() prefixes its condition as written, and this one is two joined by AND.
              sql`NOT (${receiptToReview})`,
            ),
          ),
      () => db.select({ count: count() }).from(orders).where(receiptToReview),
      // A sale a provider is to pay settles on the provider's word: staff have nothing to confirm there.
      () =>
        db
          .select({ count: count() })
          .from(cardSales)
          .where(and(eq(cardSales.status, 'pending'), cardSalesSettledBy('staff'))),
      () =>
        db
          .select({ count: countDistinct(orderPayments.orderId) })
          .from(orderPayments)
          .where(eq(orderPayments.refundDue, true)),
      () =>
        db
          .select({ count: countDistinct(cardSalePayments.saleId) })
          .from(cardSalePayments)
          .where(eq(cardSalePayments.refundDue, true)),
      () => db.select({ count: count() }).from(orders).where(customerWroteLast),
    );
  return {
    by_status: byStatus.map(({ key, ...status }) => ({
      ...status,
      name: statusName({ name: status.name, key }, locale),
    })),
    expiring_unpaid: expiring?.count ?? 0,
    receipts_pending: receipts?.count ?? 0,
    card_sales_pending: cardSalesWaiting?.count ?? 0,
    refunds_due: refunds?.count ?? 0,
    card_refunds_due: cardRefunds?.count ?? 0,
    messages_waiting: waiting?.count ?? 0,
  };
}

/** The scarcest products first; the card lists a few and links to the full list. */
const LOW_AVAILABILITY_SHOWN = 8;

export async function dashboardStock(db: DbOrTx): Promise<DashboardStockReply> {
  const low = sql`p.active AND p.availability IS NOT NULL AND p.availability <= ${lowAvailabilityThreshold}`;
  const rows = rowsOf<{ slug: string; name: string; availability: number }>(
    await db.execute(sql`
      SELECT p.slug, p.name, p.availability FROM ${products} p WHERE ${low}
      ORDER BY p.availability, p.name LIMIT ${LOW_AVAILABILITY_SHOWN}`),
  );
  const [total] = rowsOf<{ count: number }>(
    await db.execute(sql`SELECT count(*)::int AS count FROM ${products} p WHERE ${low}`),
  );
  return { low_availability: rows, total: total?.count ?? 0 };
}

/** Reviews waiting for a decision, and published ones the shop has not answered yet (decision 102). */
export async function dashboardReviews(db: DbOrTx): Promise<DashboardReviewsReply> {
  const [row] = rowsOf<{ pending: number; unanswered: number }>(
    await db.execute(sql`SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
      count(*) FILTER (WHERE status = 'approved' AND reply IS NULL)::int AS unanswered
      FROM ${reviews}`),
  );
  return { pending: row?.pending ?? 0, unanswered: row?.unanswered ?? 0 };
}

export async function dashboardReservations(db: DbOrTx): Promise<DashboardReservationsReply> {
  const [row] = await db
    .select({ count: count() })
    .from(storeRequests)
    .where(eq(storeRequests.status, 'pending'));
  return { pending: row?.count ?? 0 };
}
