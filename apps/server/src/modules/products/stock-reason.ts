import type { StockMovementReason } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export interface StockReason {
  reason: StockMovementReason;
  note?: string | null;
  orderId?: number | null;
  userId?: number | null;
  /** The point of sale the units come in at or leave from first (decision 032); without one, the main warehouse. */
  pointId?: number | null;
  /** The transfer between points of sale the units travel on. */
  transferId?: number | null;
}

/**
 * Runs `move` with why stock moves written into the transaction's settings, where the ledger's triggers read it
 * (migration 0038, decision 029). The settings are transaction-local and cleared afterwards, so a later write in
 * the same transaction never inherits them. `tx` must be a transaction.
 */
export async function withStockReason<T>(tx: DbOrTx, why: StockReason, move: () => Promise<T>): Promise<T> {
  await setReason(tx, why);
  let result: T;
  try {
    result = await move();
  } catch (error) {
    // A refused move (NotEnoughStock) leaves the transaction usable and may be caught upstream: clear the reason
    // then too. A failed statement has aborted the transaction, which forgets the settings anyway.
    await setReason(tx, CLEARED).catch(() => undefined);
    throw error;
  }
  await setReason(tx, CLEARED);
  return result;
}

const CLEARED = { reason: '' as StockMovementReason };

async function setReason(tx: DbOrTx, why: StockReason): Promise<void> {
  await tx.execute(sql`select
    set_config('shop.stock_reason', ${why.reason}, true),
    set_config('shop.stock_note', ${why.note ?? ''}, true),
    set_config('shop.stock_order', ${why.orderId?.toString() ?? ''}, true),
    set_config('shop.stock_user', ${why.userId?.toString() ?? ''}, true),
    set_config('shop.stock_point', ${why.pointId?.toString() ?? ''}, true),
    set_config('shop.stock_transfer', ${why.transferId?.toString() ?? ''}, true)`);
}
