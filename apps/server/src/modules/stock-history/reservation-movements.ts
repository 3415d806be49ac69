import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { StockHold } from '../stock';

export type ReservationReason = 'reservation_held' | 'reservation_released' | 'reservation_converted';

/**
 * Writes the ledger rows of a wholesale reservation's holds (decision 031): the real quantity does not move, so no
 * trigger writes them; each row says how many units the reservation held (+) or gave back (−), and the balance is
 * the row's real quantity as it stands. Runs in the transaction that moved the holds.
 */
export async function recordReservation(
  tx: DbOrTx,
  holds: readonly StockHold[],
  why: { reason: ReservationReason; storeRequestId: number; orderId?: number | null; userId: number | null },
): Promise<void> {
  const sign = why.reason === 'reservation_held' ? 1 : -1;
  for (const h of holds) {
    if (h.quantity === 0) continue;
    const balance =
      h.variation_id === null
        ? sql`(select real_quantity from products where id = ${h.product_id})`
        : sql`(select real_quantity from product_variations where id = ${h.variation_id})`;
    await tx.execute(sql`insert into stock_movements
      (product_id, variation_id, quantity, balance, reserved, reason, store_request_id, order_id, user_id)
      values (${h.product_id}, ${h.variation_id}, 0, ${balance}, ${sign * h.quantity},
        ${why.reason}::stock_movement_reason, ${why.storeRequestId}, ${why.orderId ?? null}, ${why.userId})`);
  }
}
