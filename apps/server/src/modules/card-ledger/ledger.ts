import type { CardMovementKind } from '@shop/contracts';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cardMovements, shoppingCards } from './card-ledger.table';

export interface MovementContext {
  orderId?: number | null;
  saleId?: number | null;
  userId?: number | null;
  note?: string | null;
}

/**
 * Adds `amount` (> 0) to a card: a recharge, or a refund of an order it paid. One UPDATE and the ledger row, in the
 * caller's transaction.
 */
export async function credit(
  tx: DbOrTx,
  cardId: number,
  amount: number,
  kind: Exclude<CardMovementKind, 'sale'>,
  context: MovementContext = {},
): Promise<number> {
  const [row] = await tx
    .update(shoppingCards)
    .set({ balance: sql`${shoppingCards.balance} + ${amount}`, updatedAt: new Date() })
    .where(eq(shoppingCards.id, cardId))
    .returning({ balance: shoppingCards.balance });
  if (!row) throw new Error(`shopping card ${cardId} is missing`);
  await record(tx, cardId, kind, amount, row.balance, context);
  return row.balance;
}

/**
 * Takes `amount` (> 0) from a card if it holds that much, else takes nothing and answers null. The balance check is
 * the UPDATE's own WHERE: concurrent payments queue on the row and each sees the balance the previous one left, so
 * a card can never pay more than it holds (the CHECK constraint is the last guard).
 */
export async function debit(
  tx: DbOrTx,
  cardId: number,
  amount: number,
  context: MovementContext = {},
): Promise<number | null> {
  const [row] = await tx
    .update(shoppingCards)
    .set({ balance: sql`${shoppingCards.balance} - ${amount}`, updatedAt: new Date() })
    .where(and(eq(shoppingCards.id, cardId), gte(shoppingCards.balance, amount)))
    .returning({ balance: shoppingCards.balance });
  if (!row) return null;
  await record(tx, cardId, 'sale', -amount, row.balance, context);
  return row.balance;
}

async function record(
  tx: DbOrTx,
  cardId: number,
  kind: CardMovementKind,
  amount: number,
  balanceAfter: number,
  context: MovementContext,
) {
  await tx.insert(cardMovements).values({
    cardId,
    kind,
    amount,
    balanceAfter,
    orderId: context.orderId ?? null,
    saleId: context.saleId ?? null,
    userId: context.userId ?? null,
    note: context.note ?? null,
  });
}
