import type { PriceChangeReason } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export interface PriceAuthor {
  reason: Exclude<PriceChangeReason, 'other'>;
  userId: number;
  /** The percentage of a bulk change. */
  percent?: number;
}

/**
 * Says who changes prices in this transaction and why, in its settings, where the price history's triggers read it
 * (migration 0061, decision 108). Transaction-local, so nothing leaks through a pooled connection; a transaction
 * changes prices for one reason, so unlike the stock's reason it is not cleared. Call it before any savepoint: a
 * setting made inside one is forgotten when the savepoint is undone.
 */
export async function setPriceAuthor(tx: DbOrTx, author: PriceAuthor): Promise<void> {
  await tx.execute(sql`select
    set_config('shop.price_reason', ${author.reason}, true),
    set_config('shop.price_user', ${author.userId.toString()}, true),
    set_config('shop.price_percent', ${author.percent?.toString() ?? ''}, true)`);
}
