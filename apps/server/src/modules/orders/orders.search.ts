import {
  type AdminOrderListItem,
  type AdminOrderListReply,
  type AdminOrdersQuery,
  dayBounds,
  type Locale,
  type MyOrderListReply,
  orderCode,
} from '@shop/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { independentReads } from '../../db/independent-reads';
import { cachedTotal } from '../../lib/count-cache';
import { listMeta, pageOffset } from '../../lib/pagination';
import { matchesEveryWord } from '../../lib/text-search';
import { orderStatuses, statusBriefColumns } from '../order-statuses';
import { users } from '../users';
import { moneyOfOrder } from './order-view';
import { orderLines, orderMessages, orderReceipts, orders } from './orders.table';
import { paymentReturnedSql, paymentToGiveBack } from './payment-returned';

const SORTS = {
  '-created_at': [desc(orders.createdAt), desc(orders.id)],
  created_at: [asc(orders.createdAt), asc(orders.id)],
  '-total': [desc(orders.total), desc(orders.id)],
  total: [asc(orders.total), asc(orders.id)],
} as const;

/** "P-000123", "#123" or "123" name order 123. */
const orderIdIn = (text: string): number | null => {
  const match = /^(?:p-?|#)?0*(\d{1,9})$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
};

/**
 * The digits of a phone number as staff type it ("5234-5678", "+53 5234 5678"), to find whole in the recipients'
 * phones, which are kept as "+5352345678": written with dashes or brackets, its words would match nothing. Fewer than
 * six digits are an order's number, not a phone.
 */
export const phoneDigitsIn = (text: string): string | null => {
  if (!/^\+?[\d\s().-]+$/.test(text.trim())) return null;
  const digits = text.replace(/\D/g, '');
  return digits.length >= 6 ? digits : null;
};

/**
 * Both recipients' names and phones in one text, which `orders_recipients_trgm_idx` (migration 0054) indexes through
 * `shop_unaccent`: the planner uses the index only for this same expression.
 */
const recipientsText = sql`coalesce(${orders.recipient}->>'name', '') || ' ' || coalesce(${orders.recipient}->>'last_name', '') || ' ' ||
    coalesce(${orders.recipient}->>'phone', '') || ' ' || coalesce(${orders.alternativeRecipient}->>'name', '') || ' ' ||
    coalesce(${orders.alternativeRecipient}->>'last_name', '') || ' ' || coalesce(${orders.alternativeRecipient}->>'phone', '')`;

/** The customer's name as the lists show it (null once the account is gone: the order is left-joined to it). */
export const customerNameSql = sql<string | null>`${users.name} || ' ' || ${users.lastname}`;

/** The staff member who took an order for its customer (decision 098), left-joined beside the customer. */
export const placer = alias(users, 'placer');
export const withPlacer = eq(placer.id, orders.placedBy);
export const placedByNameSql = sql<string | null>`${placer.name} || ' ' || ${placer.lastname}`;

/** How many units an order holds, all its lines together. */
export const orderUnitsSql = sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`;

/** Which orders a list shows: the condition, and what names it among the kept totals. */
interface Matches {
  where: SQL | undefined;
  countKey: string;
}

function countOrders(db: DbOrTx, { where }: Matches): Promise<number> {
  return db
    .select({ n: count() })
    .from(orders)
    .where(where)
    .then(([row]) => Number(row?.n ?? 0));
}

async function page(
  db: DbOrTx,
  matches: Matches,
  query: { page: number; per_page: number; sort?: keyof typeof SORTS },
  locale: Locale,
): Promise<AdminOrderListReply> {
  const { where } = matches;
  const [rows, total] = await independentReads(
    db,
    () =>
      db
        .select({
          order: orders,
          status: statusBriefColumns(locale),
          customerName: customerNameSql,
          customerEmail: users.email,
          items: orderUnitsSql,
          returned: paymentReturnedSql,
          placedByName: placedByNameSql,
        })
        .from(orders)
        .innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
        .leftJoin(users, eq(users.id, orders.userId))
        .leftJoin(placer, withPlacer)
        .where(where)
        .orderBy(...SORTS[query.sort ?? '-created_at'])
        .limit(query.per_page)
        .offset(pageOffset(query.page, query.per_page)),
    // A total of thousands is counted once per half minute, not on every page (lib/count-cache.ts).
    () => cachedTotal(matches.countKey, () => countOrders(db, matches)),
  );
  const data: AdminOrderListItem[] = rows.map(
    ({ order, status, customerName, customerEmail, items, returned, placedByName }) => ({
      id: order.id,
      order_id: orderCode(order.id),
      created_at: order.createdAt.toISOString(),
      status,
      payment_status: order.paymentStatus,
      payment_returned: returned,
      delivery_method: order.deliveryMethod,
      total: order.total,
      to_pay_formatted: moneyOfOrder(order, locale)(order.total),
      paid_formatted: moneyOfOrder(order, locale)(order.paidAmount),
      wholesale: order.wholesale,
      items_count: Number(items),
      customer_name: customerName,
      customer_email: customerEmail,
      contacted: order.contacted,
      placed_by: order.placedBy === null ? null : { id: order.placedBy, name: (placedByName ?? '').trim() },
    }),
  );
  return { data, meta: listMeta(query.page, query.per_page, total) };
}

/**
 * /Profile/Orders: the signed-in user's orders, newest first, each with how many of the shop's messages on it they have
 * not seen (decision 109); which staff member took one is the back office's.
 */
export async function myOrders(
  db: DbOrTx,
  userId: number,
  query: { page: number; per_page: number },
  locale: Locale,
): Promise<MyOrderListReply> {
  const reply = await page(
    db,
    { where: eq(orders.userId, userId), countKey: `orders:user:${userId}` },
    query,
    locale,
  );
  const ids = reply.data.map((order) => order.id);
  const unread = ids.length
    ? await db
        .select({ orderId: orderMessages.orderId, n: count() })
        .from(orderMessages)
        .where(
          and(
            inArray(orderMessages.orderId, ids),
            eq(orderMessages.fromCustomer, false),
            isNull(orderMessages.readAt),
          ),
        )
        .groupBy(orderMessages.orderId)
    : [];
  const unreadOf = new Map(unread.map((row) => [row.orderId, Number(row.n)]));
  return {
    ...reply,
    data: reply.data.map(({ placed_by: _staff, ...order }) => ({
      ...order,
      unread_messages: unreadOf.get(order.id) ?? 0,
    })),
  };
}

/** An unpaid order whose shopper sent a transfer receipt staff have not judged yet (the dashboard counts them too). */
export const receiptToReview = sql`${orders.paymentStatus} = 'pending' AND EXISTS (
  SELECT 1 FROM ${orderReceipts} r WHERE r.order_id = ${orders.id} AND r.status = 'pending')`;

/**
 * /admin/orders with the SPEC's server-side filters; the search is an order id, the customer's name or e-mail, or a
 * recipient's name or phone.
 */
export function adminOrders(
  db: DbOrTx,
  query: AdminOrdersQuery,
  locale: Locale,
): Promise<AdminOrderListReply> {
  const { page: _page, per_page: _perPage, sort: _sort, ...filters } = query;
  const matches = {
    where: adminOrdersWhere(query),
    countKey: `orders:admin:${JSON.stringify(filters)}`,
  };
  return page(db, matches, query, locale);
}

/**
 * Orders whose conversation ends with the customer's message (decision 107): waiting for the shop's answer. Messages
 * are few beside orders, so the last of each order's is found by reading them, then the orders by id.
 */
export const customerWroteLast = sql`${orders.id} IN (SELECT last.order_id FROM (
  SELECT DISTINCT ON (m.order_id) m.order_id, m.from_customer FROM ${orderMessages} m ORDER BY m.order_id, m.id DESC
) last WHERE last.from_customer)`;

/** The orders the back office's list shows for its filters, every page of them (the list and its export). */
export function adminOrdersWhere(query: AdminOrdersQuery): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (query.search) {
    const id = orderIdIn(query.search);
    const phone = phoneDigitsIn(query.search);
    const customers = matchesEveryWord([users.name, users.lastname, users.email], query.search);
    conditions.push(
      or(
        id === null ? undefined : eq(orders.id, id),
        // Each word in the customer's name or e-mail (their trigram indexes, then `orders_user_idx`)…
        customers && sql`${orders.userId} = ANY(ARRAY(SELECT ${users.id} FROM ${users} WHERE ${customers}))`,
        // …or in a recipient's name or phone as the checkout wrote them: a call about an order often comes from
        // whoever receives it.
        matchesEveryWord([recipientsText], query.search),
        phone === null ? undefined : matchesEveryWord([recipientsText], phone),
      ),
    );
  }
  if (query.status_id) conditions.push(eq(orders.statusId, query.status_id));
  if (query.payment_status) conditions.push(eq(orders.paymentStatus, query.payment_status));
  if (query.delivery_method) conditions.push(eq(orders.deliveryMethod, query.delivery_method));
  if (query.customer_id) conditions.push(eq(orders.userId, query.customer_id));
  if (query.date_from) conditions.push(gte(orders.createdAt, dayBounds(query.date_from).start));
  if (query.date_to) conditions.push(lt(orders.createdAt, dayBounds(query.date_to).end));
  if (query.receipt === 'pending') conditions.push(receiptToReview);
  if (query.refund === 'due') conditions.push(paymentToGiveBack);
  if (query.taken === 'staff') conditions.push(isNotNull(orders.placedBy));
  if (query.placed_by) conditions.push(eq(orders.placedBy, query.placed_by));
  if (query.messages === 'waiting') conditions.push(customerWroteLast);
  return and(...conditions);
}
