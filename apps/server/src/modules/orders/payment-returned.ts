import type { PaymentReturned } from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { orderPayments, orders } from './orders.table';

/**
 * What became of an order's money once some had to go back (the view's `payment_returned`): owed while a payment is
 * to be given back; given once nothing it received is left counted and something was given back. An order whose
 * money the shop still holds (paid by hand, or never given back) has none. The list's SQL below says the same.
 */
export function paymentReturned(
  paidAmount: number,
  payments: { refundDue: boolean; refundedAt: Date | null }[],
): PaymentReturned | null {
  if (payments.some((payment) => payment.refundDue)) return 'due';
  if (paidAmount === 0 && payments.some((payment) => payment.refundedAt !== null)) return 'given';
  return null;
}

/** An order with a payment the shop owes back (refund_due is cleared once it is given back): the list's filter. */
export const paymentToGiveBack = sql`EXISTS (
  SELECT 1 FROM ${orderPayments} p WHERE p.order_id = ${orders.id} AND p.refund_due)`;

/** `paymentReturned` for each row of a list of orders (two lookups on the order's payments, by its index). */
export const paymentReturnedSql: SQL<PaymentReturned | null> = sql<PaymentReturned | null>`CASE
  WHEN ${paymentToGiveBack} THEN 'due'
  WHEN ${orders.paidAmount} = 0 AND EXISTS (
    SELECT 1 FROM ${orderPayments} p WHERE p.order_id = ${orders.id} AND p.refunded_at IS NOT NULL) THEN 'given'
  END`;
