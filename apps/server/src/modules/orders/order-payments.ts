import { isOnlineProvider, ONLINE_PROVIDERS, type OnlineProvider, type OrderPayment } from '@shop/contracts';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invalid, notFound } from '../../lib/domain-errors';
import { credit } from '../card-ledger';
import { orderStatuses } from '../order-statuses';
import { canPay } from './order-view';
import { type OrderRow, orderPayments, orders } from './orders.table';

export interface PaymentInput {
  method: OrderPayment['method'];
  /** Base-coin cents this payment settles. */
  amountBase: number;
  /** What was paid, in `coin`. */
  amount: number;
  coin: string;
  cardId?: number;
  reference?: string | null;
  userId?: number | null;
}

/**
 * Keeps a payment that arrived once the order was closed (cancelled, or paid already): recorded and flagged for
 * staff to give back, never counted and never lost (issue 15 §1).
 */
export async function keepRefundDue(tx: DbOrTx, orderId: number, payment: PaymentInput): Promise<void> {
  await tx.insert(orderPayments).values({
    orderId,
    method: payment.method,
    amountBase: payment.amountBase,
    amount: payment.amount,
    coin: payment.coin,
    reference: payment.reference ?? null,
    userId: payment.userId ?? null,
    refundDue: true,
  });
}

/**
 * The order `id`, locked for this transaction, if `userId` owns it (any order when null: staff) and it can be paid
 * now ('No se puede pagar' otherwise).
 */
export async function payableOrder(tx: DbOrTx, id: number, userId: number | null): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(userId === null ? eq(orders.id, id) : and(eq(orders.id, id), eq(orders.userId, userId)))
    .for('update');
  if (!order) throw notFound();
  const [status] = await tx.select().from(orderStatuses).where(eq(orderStatuses.id, order.statusId));
  if (!status || !canPay(order, status)) throw new CannotPay();
  return order;
}

/** Thrown by payableOrder; callers turn it into their own refusal. */
export class CannotPay extends Error {}

/**
 * Keeps a payment and adds it to the order's paid amount in the caller's transaction (the order row is locked);
 * the order is paid once the amount covers its total.
 */
export async function addPayment(tx: DbOrTx, order: OrderRow, payment: PaymentInput): Promise<OrderRow> {
  await tx.insert(orderPayments).values({
    orderId: order.id,
    method: payment.method,
    amountBase: payment.amountBase,
    amount: payment.amount,
    coin: payment.coin,
    cardId: payment.cardId ?? null,
    reference: payment.reference ?? null,
    userId: payment.userId ?? null,
  });
  const paidAmount = order.paidAmount + payment.amountBase;
  const settled = paidAmount >= order.total;
  const now = new Date();
  const [updated] = await tx
    .update(orders)
    .set({
      paidAmount: sql`${orders.paidAmount} + ${payment.amountBase}`,
      ...(settled ? { paymentStatus: 'paid' as const, paidAt: now } : {}),
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!updated) throw new Error(`order ${order.id} vanished while being paid`);
  return updated;
}

/**
 * A cancelled order gives back what cards paid for it, each to its card's ledger, once. Answers the base-coin cents
 * given back.
 */
export async function refundCardPayments(
  tx: DbOrTx,
  orderId: number,
  userId: number | null,
): Promise<number> {
  const refunded = await tx
    .update(orderPayments)
    .set({ refundedAt: new Date() })
    .where(
      and(
        eq(orderPayments.orderId, orderId),
        isNotNull(orderPayments.cardId),
        isNull(orderPayments.refundedAt),
      ),
    )
    .returning();
  let given = 0;
  for (const payment of refunded) {
    if (payment.cardId === null) continue;
    await credit(tx, payment.cardId, payment.amount, 'refund', { orderId, userId });
    given += payment.amountBase;
  }
  return given;
}

/**
 * A cancelled order owes back what was paid for it online: each such payment stops counting and waits for staff to
 * give it back through its provider. Answers the base-coin cents no longer counted.
 */
export async function oweOnlinePaymentsBack(tx: DbOrTx, orderId: number): Promise<number> {
  const owed = await tx
    .update(orderPayments)
    .set({ refundDue: true })
    .where(
      and(
        eq(orderPayments.orderId, orderId),
        inArray(orderPayments.method, [...ONLINE_PROVIDERS]),
        eq(orderPayments.refundDue, false),
        isNull(orderPayments.refundedAt),
      ),
    )
    .returning({ amountBase: orderPayments.amountBase });
  return owed.reduce((sum, payment) => sum + payment.amountBase, 0);
}

export type OrderPaymentRow = typeof orderPayments.$inferSelect;

/**
 * Payment `paymentId` of order `orderId` if it is an online payment owed back and not given back yet: not found when
 * the order has no such payment, 'Este pago no se puede devolver' when it is not one to give back.
 */
export async function onlinePaymentOwed(
  db: DbOrTx,
  orderId: number,
  paymentId: number,
): Promise<OrderPaymentRow & { method: OnlineProvider }> {
  const [payment] = await db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.id, paymentId), eq(orderPayments.orderId, orderId)));
  if (!payment) throw notFound('payment_not_found');
  const { method } = payment;
  if (!isOnlineProvider(method) || !payment.refundDue || payment.refundedAt !== null)
    throw invalid('payment_not_refundable');
  return { ...payment, method };
}

/**
 * Records that the provider gave payment `paymentId` back, once: answers false when another request recorded it
 * first (the provider's idempotency made both one refund).
 */
export async function markPaymentRefunded(
  db: DbOrTx,
  paymentId: number,
  staffId: number,
  reference: string,
): Promise<boolean> {
  const marked = await db
    .update(orderPayments)
    .set({
      refundedAt: new Date(),
      refundDue: false,
      refundedBy: staffId,
      refundReference: reference.slice(0, 100),
    })
    .where(and(eq(orderPayments.id, paymentId), isNull(orderPayments.refundedAt)))
    .returning({ id: orderPayments.id });
  return marked.length > 0;
}
