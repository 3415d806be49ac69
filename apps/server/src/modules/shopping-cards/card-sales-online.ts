import type { OnlineProvider } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invalid, notFound } from '../../lib/domain-errors';
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
 * Applies a provider's word to a card sale, with its row locked: a payment of exactly the sale's amount and coin
 * settles it as staff confirming it would (the card issued or credited); one for a settled sale or another amount is
 * kept on the sale as money to give back; a denial cancels a pending sale.
 */
export async function settleCardSaleOnline(
  tx: DbOrTx,
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
  const reference = payment.reference?.slice(0, 100) ?? null;
  const exact = payment.currency === sale.coin.toLowerCase() && payment.amount === sale.amount;
  if (!pending || !exact) {
    await tx
      .update(cardSales)
      .set({ refundDue: true, paymentReference: reference })
      .where(eq(cardSales.id, sale.id));
    return pending ? 'amount_mismatch' : 'refund_due';
  }
  const cardId = await creditSale(tx, sale, null);
  await tx
    .update(cardSales)
    .set({ status: 'paid', cardId, paymentReference: reference, decidedAt: new Date() })
    .where(eq(cardSales.id, sale.id));
  return 'paid';
}
