import { type Locale, orderCode } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { DomainError, invalid } from '../../lib/domain-errors';
import { translate } from '../../lib/messages';
import { coinsInForceToday } from '../coins';
import { orderStatuses } from '../order-statuses';
import { addPayment, CannotPay, canPay, keepRefundDue, orders, payableOrder, settlePayment } from '../orders';
import { cardSaleToPayOnline, settleCardSaleOnline } from '../shopping-cards';
import {
  NotThisOrder,
  type PaymentProvider,
  type PaymentSubject,
  type ProviderEvent,
} from './payment-provider';
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
  locale: Locale,
): Promise<{ url: string }> {
  const order = await shoppersPayableOrder(db, userId, orderId);
  const coin = await baseCoin(db);
  if (!/^[A-Z]{3}$/.test(coin)) throw invalid('online_payment_unavailable');
  const base = publicUrl.replace(/\/$/, '');
  const { url } = await provider.startCheckout({
    subject: { kind: 'order', id: order.id },
    title: translate('online_payment_order_title', locale, { code: orderCode(order.id) }),
    amount: order.total - order.paidAmount,
    currency: coin.toLowerCase(),
    successUrl: `${base}/orders/${order.id}/redirect-page`,
    cancelUrl: `${base}/orders/${order.id}/show`,
    locale,
  });
  return { url };
}

/** The shopper's order `orderId` if it can be paid now ('No se puede pagar' otherwise; not found when not theirs). */
function shoppersPayableOrder(db: Database, userId: number, orderId: number) {
  return db.transaction(async (tx) => {
    try {
      return await payableOrder(tx, orderId, userId);
    } catch (error) {
      if (error instanceof CannotPay) throw invalid('cannot_pay');
      throw error;
    }
  });
}

/**
 * The shopper is back from the provider having approved the payment (PayPal): the shop takes the money now rather
 * than waiting for the approval's event. What the capture did is known, as ever, from the provider's event.
 */
export async function takeApprovedPayment(
  db: Database,
  provider: PaymentProvider,
  userId: number,
  orderId: number,
  reference: string,
): Promise<void> {
  if (!provider.takeApproved) return;
  const [paid] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.paymentStatus, 'paid')));
  // Paid already (the approval's event won the race with the shopper's return): nothing left to take.
  if (paid) return;
  const order = await shoppersPayableOrder(db, userId, orderId);
  try {
    await provider.takeApproved(reference, { kind: 'order', id: order.id });
  } catch (error) {
    if (error instanceof NotThisOrder) throw invalid('cannot_pay');
    throw error;
  }
}

/**
 * A checkout at the provider for the shopper's pending card purchase or recharge, in the card's coin; the provider
 * brings them back to their cards, where the sale shows paid once the provider's event says so.
 */
export async function startCardSalePayment(
  db: Database,
  provider: PaymentProvider,
  publicUrl: string,
  userId: number,
  saleId: number,
  locale: Locale,
): Promise<{ url: string }> {
  const sale = await cardSaleToPayOnline(db, userId, saleId, provider.name);
  const base = publicUrl.replace(/\/$/, '');
  const { url } = await provider.startCheckout({
    subject: { kind: 'card_sale', id: sale.id },
    title: translate(
      sale.kind === 'recharge' ? 'online_payment_card_recharge_title' : 'online_payment_card_purchase_title',
      locale,
    ),
    amount: sale.amount,
    currency: sale.coin.toLowerCase(),
    successUrl: `${base}/Profile/shopping_card?sale=${sale.id}`,
    cancelUrl: `${base}/Profile/shopping_card`,
    locale,
  });
  return { url };
}

/** Back from PayPal with a card sale approved: the shop takes the money now (a no-op once the sale is settled). */
export async function takeApprovedCardSalePayment(
  db: Database,
  provider: PaymentProvider,
  userId: number,
  saleId: number,
  reference: string,
): Promise<void> {
  if (!provider.takeApproved) return;
  const sale = await cardSaleToPayOnline(db, userId, saleId, provider.name).catch((error: unknown) => {
    // Settled already (the approval's event won the race with the shopper's return): nothing left to take.
    if (error instanceof DomainError && error.key === 'cannot_pay') return null;
    throw error;
  });
  if (!sale) return;
  try {
    await provider.takeApproved(reference, { kind: 'card_sale', id: sale.id });
  } catch (error) {
    if (error instanceof NotThisOrder) throw invalid('cannot_pay');
    throw error;
  }
}

export type EventOutcome =
  | 'duplicate'
  | 'ignored'
  | 'approved'
  | 'paid'
  | 'denied'
  | 'refund_due'
  | 'amount_mismatch';

/**
 * Applies a provider's verified event to its order, once (decision 023). A payment is checked against what the
 * order owes and in which coin; one that arrives for a closed order (cancelled, or paid already), or for another
 * amount, is kept and flagged for staff to give back, never counted and never lost. A denial cancels a pending order
 * ('Order cancelled because payment was denied'); arriving after the payment, it changes nothing.
 */
export async function applyProviderEvent(
  db: Database,
  provider: PaymentProvider['name'],
  event: ProviderEvent,
): Promise<EventOutcome> {
  const coin = await baseCoin(db);
  // One transaction with the event's record: a failure leaves no trace, so the provider's retry applies it again.
  return db.transaction(async (tx): Promise<EventOutcome> => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({
        provider,
        eventId: event.id.slice(0, 100),
        type: event.type.slice(0, 60),
        orderId: event.subject?.kind === 'order' ? event.subject.id : null,
        cardSaleId: event.subject?.kind === 'card_sale' ? event.subject.id : null,
        amount: event.amount,
        currency: event.currency?.slice(0, 3) ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh) return 'duplicate';
    const outcome = await applyToSubject(tx, provider, event, coin);
    await tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, fresh.id));
    return outcome;
  });
}

async function applyToSubject(
  tx: DbOrTx,
  provider: PaymentProvider['name'],
  event: ProviderEvent,
  coin: string,
): Promise<EventOutcome> {
  const { subject, outcome } = event;
  if (outcome === 'other' || subject === null) return 'ignored';
  // An approval moves no money: the caller takes it (PayPal's capture), and the capture's own event pays.
  if (outcome === 'approved') return 'approved';
  if (subject.kind === 'card_sale')
    return settleCardSaleOnline(tx, provider, subject.id, { ...event, outcome });
  return applyToOrder(tx, provider, { ...event, outcome }, subject, coin);
}

async function applyToOrder(
  tx: DbOrTx,
  provider: PaymentProvider['name'],
  event: ProviderEvent & { outcome: 'paid' | 'denied' },
  subject: PaymentSubject,
  coin: string,
): Promise<EventOutcome> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, subject.id)).for('update');
  if (!order) return 'ignored';
  const [status] = await tx.select().from(orderStatuses).where(eq(orderStatuses.id, order.statusId));
  const open = status !== undefined && canPay(order, status);
  if (event.outcome === 'denied') {
    if (!open) return 'ignored';
    await settlePayment(tx, order, 'denied', undefined, null);
    return 'denied';
  }
  const amount = event.amount ?? 0;
  const payment = { method: provider, amountBase: amount, amount, coin, reference: event.reference };
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
