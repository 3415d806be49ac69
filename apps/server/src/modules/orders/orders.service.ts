import {
  type AdminOrder,
  type ChangeOrderStatusBody,
  convert,
  DEFAULT_LOCALE,
  type Locale,
  type Order,
} from '@shop/contracts';
import { and, asc, eq, lt, notExists, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { independentReads } from '../../db/independent-reads';
import { invalid, invalidFields, notFound } from '../../lib/domain-errors';
import { giveBackDiscount } from '../discounts';
import { orderStatuses } from '../order-statuses';
import { NotEnoughStock } from '../stock';
import { users } from '../users';
import { addPayment, oweOnlinePaymentsBack, refundCardPayments } from './order-payments';
import { discountStatus, orderSettings, statusWithRole } from './order-settings';
import { adminOrderView, canCancel, canPay, moneyOfOrder, orderView } from './order-view';
import { type OrderRow, orderLines, orderReceipts, orderStatusChanges, orders } from './orders.table';
import { prepaymentOf } from './prepayment';
import { reasonColumns, type StatusReason } from './status-reason';
import { stockForStatus } from './stock-for-status';

export async function lockedOrder(tx: DbOrTx, id: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!order) throw notFound();
  return order;
}

async function statusOf(tx: DbOrTx, id: number) {
  const [status] = await tx.select().from(orderStatuses).where(eq(orderStatuses.id, id));
  if (!status) throw new Error(`status ${id} missing`);
  return status;
}

async function holdsOf(tx: DbOrTx, orderId: number) {
  const lines = await tx
    .select({ holds: orderLines.holds })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return lines.flatMap((l) => l.holds);
}

/** The signed-in customer's own order; another user's is "not found" (never "forbidden": it does not exist for them). */
export async function customerOrder(db: DbOrTx, userId: number, id: number, locale: Locale): Promise<Order> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  if (!order) throw notFound();
  return orderView(db, order, locale);
}

export async function staffOrder(db: DbOrTx, id: number, locale: Locale): Promise<AdminOrder> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw notFound();
  return adminOrderView(db, order, locale);
}

/**
 * Moves an order to another status and its units with it (stock-for-status.ts), with the reason and who did it in
 * the history. A closed order (final status) does not move; a move that needs units no longer there is refused.
 */
export async function moveOrder(
  tx: DbOrTx,
  order: OrderRow,
  targetId: number,
  reason: StatusReason,
  staffId: number | null,
  extra: Partial<Pick<OrderRow, 'paymentStatus' | 'paidAt'>> = {},
): Promise<void> {
  const current = await statusOf(tx, order.statusId);
  if (current.isFinal) throw invalidFields({ status_id: ['order_closed'] }, 'status_change_failed');
  const [target] = await tx.select().from(orderStatuses).where(eq(orderStatuses.id, targetId));
  if (!target) throw invalidFields({ status_id: ['reference_unknown'] }, 'status_change_failed');
  if (target.id === current.id)
    throw invalidFields({ status_id: ['order_status_unchanged'] }, 'status_change_failed');

  let stock: Awaited<ReturnType<typeof stockForStatus>>;
  try {
    stock = await stockForStatus(
      tx,
      order,
      await holdsOf(tx, order.id),
      target,
      await discountStatus(tx, await orderSettings(tx)),
      { orderId: order.id, userId: staffId, pointId: order.pickupPoint?.id ?? null },
    );
  } catch (error) {
    if (error instanceof NotEnoughStock)
      throw invalidFields({ status_id: ['product_unavailable'] }, 'status_change_failed');
    throw error;
  }
  if (order.wholesale && current.role === 'initial' && target.role !== 'cancelled') {
    const due = prepaymentOf(order, (await orderSettings(tx)).prepayment_percentage);
    if (order.paidAmount < due)
      throw invalidFields({ status_id: ['prepayment_due'] }, 'prepayment_due', {
        amount: moneyOfOrder(order, DEFAULT_LOCALE)(due),
      });
  }
  const cancelling = target.role === 'cancelled' && order.paymentStatus === 'pending';
  const written = reasonColumns(reason);
  // A cancelled order gives back what cards paid at once, and owes back what was paid online (staff give it back).
  const refunded =
    target.role === 'cancelled'
      ? (await refundCardPayments(tx, order.id, staffId)) + (await oweOnlinePaymentsBack(tx, order.id))
      : 0;
  if (target.role === 'cancelled' && order.discountId !== null) await giveBackDiscount(tx, order.discountId);
  await tx
    .update(orders)
    .set({
      ...stock,
      statusId: target.id,
      statusReason: written.text,
      statusReasonKey: written.key,
      ...(cancelling ? { paymentStatus: 'cancelled' as const } : {}),
      ...(refunded > 0 ? { paidAmount: order.paidAmount - refunded } : {}),
      ...extra,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id));
  await tx.insert(orderStatusChanges).values({
    orderId: order.id,
    fromStatusId: current.id,
    toStatusId: target.id,
    reason: written.text,
    reasonKey: written.key,
    userId: staffId,
  });
}

export async function changeOrderStatus(
  db: Database,
  id: number,
  body: ChangeOrderStatusBody,
  staffId: number,
  locale: Locale,
): Promise<AdminOrder> {
  return db.transaction(async (tx) => {
    const order = await lockedOrder(tx, id);
    await moveOrder(tx, order, body.status_id, body.reason || null, staffId);
    return staffOrder(tx, id, locale);
  });
}

/**
 * The shopper cancels their own order while `canCancel` allows it: it moves to the cancelled status with its units
 * released, as an expired one does, and its history says the customer did it. Another user's order is not found.
 */
export async function cancelOwnOrder(
  db: Database,
  userId: number,
  id: number,
  locale: Locale,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await lockedOrder(tx, id);
    if (order.userId !== userId) throw notFound();
    const [status, receipts] = await independentReads(
      tx,
      () => statusOf(tx, order.statusId),
      () =>
        tx.select({ status: orderReceipts.status }).from(orderReceipts).where(eq(orderReceipts.orderId, id)),
    );
    if (!canCancel(order, status, receipts)) throw invalid('order_not_cancellable');
    const cancelled = await statusWithRole(tx, 'cancelled');
    await moveOrder(tx, order, cancelled.id, { shop: 'cancelled_by_customer' }, userId, {
      paymentStatus: 'cancelled',
    });
    return customerOrder(tx, userId, id, locale);
  });
}

/**
 * Sets the contacted or dispatched flag; a dispatch keeps when and by whom (`staffId`), undoing it forgets them.
 * A cancelled order's units are back on sale, so it is not dispatched (undoing an earlier dispatch stays possible).
 */
export async function setOrderFlag(
  db: DbOrTx,
  id: number,
  flag: 'contacted' | 'dispatched',
  value: boolean,
  staffId: number,
  locale: Locale,
): Promise<AdminOrder> {
  const now = new Date();
  const notCancelled = sql`${orders.statusId} NOT IN (SELECT ${orderStatuses.id} FROM ${orderStatuses} WHERE ${orderStatuses.role} = 'cancelled')`;
  const updated = await db
    .update(orders)
    .set(
      flag === 'contacted'
        ? { contacted: value, updatedAt: now }
        : {
            dispatched: value,
            dispatchedAt: value ? now : null,
            dispatchedBy: value ? staffId : null,
            updatedAt: now,
          },
    )
    .where(flag === 'dispatched' && value ? and(eq(orders.id, id), notCancelled) : eq(orders.id, id))
    .returning({ id: orders.id });
  if (!updated.length) {
    const [exists] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
    throw exists ? invalid('cancelled_order_not_dispatched') : notFound();
  }
  return staffOrder(db, id, locale);
}

/**
 * Staff record a manual payment (transfer confirmed, cash received): only while the order can be paid
 * ('No se puede pagar' otherwise). A denied payment cancels the order and gives its units back.
 */
export async function recordPayment(
  db: Database,
  id: number,
  result: 'paid' | 'prepaid' | 'denied',
  reason: string | undefined,
  staffId: number,
  locale: Locale,
): Promise<AdminOrder> {
  return db.transaction(async (tx) => {
    await settlePayment(tx, await lockedOrder(tx, id), result, reason, staffId);
    return staffOrder(tx, id, locale);
  });
}

/**
 * Staff record a manual payment (transfer confirmed, cash received) of a locked order: what is due (`paid`), a
 * wholesale order's prepayment (`prepaid`), or a denial, which cancels the order and gives its units back. Only while
 * the order can be paid ('No se puede pagar' otherwise).
 */
export async function settlePayment(
  tx: DbOrTx,
  order: OrderRow,
  result: 'paid' | 'prepaid' | 'denied',
  reason: string | undefined,
  /** Who recorded it; null for a provider's event. */
  staffId: number | null,
  /**
   * When the money was sent, for the payment window: now, unless staff accept a transfer receipt, whose sending is
   * when the shopper paid (a receipt sent in time is accepted after the window ends).
   */
  sentAt = new Date(),
): Promise<void> {
  const status = await statusOf(tx, order.statusId);
  if (!canPay(order, status, sentAt)) throw invalid('cannot_pay');
  const base = { method: 'manual' as const, coin: order.coin, userId: staffId };
  const inOrderCoin = (minor: number) => convert(minor, order.exchangeRates[order.coin] ?? '1');
  if (result === 'paid') {
    const due = order.total - order.paidAmount;
    await addPayment(tx, order, { ...base, amountBase: due, amount: inOrderCoin(due) });
  } else if (result === 'prepaid') {
    const due = order.wholesale
      ? prepaymentOf(order, (await orderSettings(tx)).prepayment_percentage) - order.paidAmount
      : 0;
    if (due <= 0) throw invalid('prepayment_not_applicable');
    await addPayment(tx, order, { ...base, amountBase: due, amount: inOrderCoin(due) });
  } else {
    const cancelled = await statusWithRole(tx, 'cancelled');
    await moveOrder(tx, order, cancelled.id, reason || { shop: 'payment_denied' }, staffId, {
      paymentStatus: 'cancelled',
    });
  }
}

const EXPIRY_BATCH = 100;

/**
 * Orders still new and unpaid when their payment window ends are cancelled and their units released (SPEC §4).
 * An order whose transfer receipt waits for staff is left to them: the shopper paid in time as far as they know, and
 * once staff reject the receipt the next run cancels it. Several instances may run it at once: each claims its orders
 * with SKIP LOCKED. Returns the cancelled orders.
 */
export async function cancelUnpaidOrders(db: Database, now = new Date()): Promise<number[]> {
  return db.transaction(async (tx) => {
    const initial = await statusWithRole(tx, 'initial');
    const cancelled = await statusWithRole(tx, 'cancelled');
    const due = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.paymentStatus, 'pending'),
          // Something paid (a card, a prepayment) leaves the decision to staff: nothing is cancelled under it.
          eq(orders.paidAmount, 0),
          lt(orders.paymentDueAt, now),
          eq(orders.statusId, initial.id),
          notExists(
            tx
              .select({ id: orderReceipts.id })
              .from(orderReceipts)
              .where(and(eq(orderReceipts.orderId, orders.id), eq(orderReceipts.status, 'pending'))),
          ),
        ),
      )
      .orderBy(asc(orders.paymentDueAt))
      .limit(EXPIRY_BATCH)
      .for('update', { skipLocked: true });
    for (const order of due)
      await moveOrder(tx, order, cancelled.id, { shop: 'payment_window_expired' }, null, {
        paymentStatus: 'cancelled',
      });
    return due.map((o) => o.id);
  });
}

/**
 * What a mail about an order needs: its customer's e-mail (if the account still exists), language and view; the view
 * in `reader`'s language when the mail is for someone else (staff).
 */
export async function orderForMail(
  db: DbOrTx,
  orderId: number,
  reader?: Locale,
): Promise<{ to: string; locale: Locale; order: Order } | null> {
  const [row] = await db
    .select({ order: orders, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const locale: Locale = row.order.locale === 'en-US' ? 'en-US' : 'es-ES';
  return { to: row.email, locale, order: await orderView(db, row.order, reader ?? locale) };
}
