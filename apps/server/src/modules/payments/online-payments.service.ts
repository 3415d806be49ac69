import { DEFAULT_LOCALE, orderCode } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { invalid } from '../../lib/domain-errors';
import { coinsInForceToday } from '../coins';
import { orderStatuses } from '../order-statuses';
import { addPayment, CannotPay, canPay, keepRefundDue, orders, payableOrder, settlePayment } from '../orders';
import type { PaymentProvider, ProviderEvent } from './payment-provider';
import { paymentEvents } from './payments.table';

async function baseCoin(db: Database): Promise<string> {
  const coins = await coinsInForceToday(db);
  const base = coins.find((coin) => coin.is_base);
  if (!base) throw new Error('no base coin');
  return base.short_name;
}

/**
 * A checkout at the provider for what the shopper's order still owes, in the base coin (the one the shop's prices
 * are kept in). Answers where to send the shopper; the payment itself is known only from the provider's event.
 */
export async function startOnlinePayment(
  db: Database,
  provider: PaymentProvider,
  publicUrl: string,
  userId: number,
  orderId: number,
): Promise<{ url: string }> {
  const order = await db.transaction(async (tx) => {
    try {
      return await payableOrder(tx, orderId, userId);
    } catch (error) {
      if (error instanceof CannotPay) throw invalid('cannot_pay');
      throw error;
    }
  });
  const coin = await baseCoin(db);
  if (!/^[A-Z]{3}$/.test(coin)) throw invalid('online_payment_unavailable');
  const base = publicUrl.replace(/\/$/, '');
  const { url } = await provider.startCheckout({
    orderId: order.id,
    orderCode: orderCode(order.id),
    amount: order.total - order.paidAmount,
    currency: coin.toLowerCase(),
    successUrl: `${base}/orders/${order.id}/redirect-page`,
    cancelUrl: `${base}/orders/${order.id}/show`,
  });
  return { url };
}

export type EventOutcome = 'duplicate' | 'ignored' | 'paid' | 'denied' | 'refund_due' | 'amount_mismatch';

/**
 * Applies a provider's verified event to its order, once (decision 023). A payment is checked against what the
 * order owes and in which coin; one that arrives for a closed order (cancelled, or paid already), or for another
 * amount, is kept and flagged for staff to give back, never counted and never lost. A denial cancels a pending order
 * ('Order cancelled because payment was denied'); arriving after the payment, it changes nothing.
 */
export async function applyProviderEvent(db: Database, event: ProviderEvent): Promise<EventOutcome> {
  const coin = await baseCoin(db);
  // One transaction with the event's record: a failure leaves no trace, so the provider's retry applies it again.
  return db.transaction(async (tx): Promise<EventOutcome> => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({
        provider: 'stripe',
        eventId: event.id.slice(0, 100),
        type: event.type.slice(0, 60),
        orderId: event.orderId,
        amount: event.amount,
        currency: event.currency?.slice(0, 3) ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh) return 'duplicate';
    const outcome = await applyToOrder(tx, event, coin);
    await tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, fresh.id));
    return outcome;
  });
}

async function applyToOrder(tx: DbOrTx, event: ProviderEvent, coin: string): Promise<EventOutcome> {
  if (event.outcome === 'other' || event.orderId === null) return 'ignored';
  const [order] = await tx.select().from(orders).where(eq(orders.id, event.orderId)).for('update');
  if (!order) return 'ignored';
  const [status] = await tx.select().from(orderStatuses).where(eq(orderStatuses.id, order.statusId));
  const open = status !== undefined && canPay(order, status);
  if (event.outcome === 'denied') {
    if (!open) return 'ignored';
    await settlePayment(tx, order, 'denied', undefined, null, DEFAULT_LOCALE);
    return 'denied';
  }
  const amount = event.amount ?? 0;
  const payment = { method: 'stripe' as const, amountBase: amount, amount, coin, reference: event.reference };
  if (!open) {
    await keepRefundDue(tx, order.id, payment);
    return 'refund_due';
  }
  if (event.currency !== coin.toLowerCase() || amount !== order.total - order.paidAmount) {
    await keepRefundDue(tx, order.id, payment);
    return 'amount_mismatch';
  }
  await addPayment(tx, order, payment);
  return 'paid';
}
