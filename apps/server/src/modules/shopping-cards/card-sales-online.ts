import { isOnlineProvider, type OnlineProvider } from '@shop/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invalid, notFound } from '../../lib/domain-errors';
import { type CardSalePaymentRow, cardSalePayments } from './card-sale-payments.table';
import { creditSale } from './card-sales.service';
import { type CardSaleRow, cardSales } from './card-sales.table';

/**
 * The shopper's pending card purchase or recharge `saleId` chosen to be paid through `provider` ('No se puede pagar'
 * when it is settled or meant for another pay form; not found when it is not theirs).
 */
export async function cardSaleToPayOnline(
  db: DbOrTx,
  userId: number,
  saleId: number,
  provider: OnlineProvider,
): Promise<CardSaleRow> {
  const [sale] = await db
    .select()
    .from(cardSales)
    .where(and(eq(cardSales.id, saleId), eq(cardSales.userId, userId)));
  if (!sale) throw notFound();
  if (sale.status !== 'pending' || sale.payForm !== provider) throw invalid('cannot_pay');
  return sale;
}

/** What a provider said about a card sale's payment, already verified (decision 023). */
export interface CardSalePayment {
  outcome: 'paid' | 'denied';
  /** Minor units and ISO 4217 lower case, as the provider reports them. */
  amount: number | null;
  currency: string | null;
  reference: string | null;
}

export type CardSaleEventOutcome = 'ignored' | 'paid' | 'denied' | 'refund_due' | 'amount_mismatch';

/**
 * Applies `provider`'s word to a card sale, with its row locked: a payment of exactly the sale's amount and coin
 * settles it as staff confirming it would (the card issued or credited); one for a settled sale or another amount is
 * kept as a payment of the sale to give back; a denial cancels a pending sale. Every payment is kept with its own
 * reference, whatever it did.
 */
export async function settleCardSaleOnline(
  tx: DbOrTx,
  provider: OnlineProvider,
  saleId: number,
  payment: CardSalePayment,
): Promise<CardSaleEventOutcome> {
  const [sale] = await tx.select().from(cardSales).where(eq(cardSales.id, saleId)).for('update');
  if (!sale) return 'ignored';
  const pending = sale.status === 'pending';
  if (payment.outcome === 'denied') {
    if (!pending) return 'ignored';
    await tx
      .update(cardSales)
      .set({ status: 'cancelled', decidedAt: new Date() })
      .where(eq(cardSales.id, sale.id));
    return 'denied';
  }
  const exact = payment.currency === sale.coin.toLowerCase() && payment.amount === sale.amount;
  const counted = pending && exact;
  await tx.insert(cardSalePayments).values({
    saleId: sale.id,
    provider,
    amount: payment.amount ?? 0,
    currency: (payment.currency ?? sale.coin).slice(0, 3).toLowerCase(),
    reference: payment.reference?.slice(0, 100) ?? null,
    counted,
    refundDue: !counted,
  });
  if (!counted) return pending ? 'amount_mismatch' : 'refund_due';
  const cardId = await creditSale(tx, sale, null);
  await tx
    .update(cardSales)
    .set({ status: 'paid', cardId, decidedAt: new Date() })
    .where(eq(cardSales.id, sale.id));
  return 'paid';
}

/** Payment `paymentId` of sale `saleId`, which its provider took and staff owe back (404, or 422 when not owed). */
export async function cardSalePaymentOwed(
  db: DbOrTx,
  saleId: number,
  paymentId: number,
): Promise<CardSalePaymentRow & { provider: OnlineProvider }> {
  const [payment] = await db
    .select()
    .from(cardSalePayments)
    .where(and(eq(cardSalePayments.id, paymentId), eq(cardSalePayments.saleId, saleId)));
  if (!payment) throw notFound('payment_not_found');
  const { provider } = payment;
  if (!isOnlineProvider(provider) || !payment.refundDue || payment.refundedAt !== null)
    throw invalid('payment_not_refundable');
  return { ...payment, provider };
}

/**
 * Records that the provider gave card sale payment `paymentId` back, once: answers false when another request
 * recorded it first (the provider's idempotency made both one refund).
 */
export async function markCardSalePaymentRefunded(
  db: DbOrTx,
  paymentId: number,
  staffId: number,
  reference: string,
): Promise<boolean> {
  const marked = await db
    .update(cardSalePayments)
    .set({
      refundedAt: new Date(),
      refundDue: false,
      refundedBy: staffId,
      refundReference: reference.slice(0, 100),
    })
    .where(and(eq(cardSalePayments.id, paymentId), isNull(cardSalePayments.refundedAt)))
    .returning({ id: cardSalePayments.id });
  return marked.length > 0;
}
