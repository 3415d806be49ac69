import { inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { release } from '../stock';
import { cartItems } from './cart.table';

const BATCH = 500;

/**
 * Lines past their cart_item_timeout stop holding units (SPEC §4). Several instances may run this at once: each
 * claims its batch with SKIP LOCKED, and a line is deleted (and its units released) exactly once.
 */
export async function expireCartLines(db: Database, now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const released = await db.transaction(async (tx) => {
      const claimed = tx
        .select({ id: cartItems.id })
        .from(cartItems)
        .where(lt(cartItems.expiresAt, now))
        .orderBy(cartItems.id)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const gone = await tx
        .delete(cartItems)
        .where(inArray(cartItems.id, claimed))
        .returning({ holds: cartItems.holds });
      await release(
        tx,
        gone.flatMap((l) => l.holds),
      );
      return gone.length;
    });
    total += released;
    if (released < BATCH) return total;
  }
}
