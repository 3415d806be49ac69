import type { DbOrTx } from '../../db/client';
import type { OrderStatusRow } from '../order-statuses';
import { withStockReason } from '../products';
import { discountFree, discountHeld, hold, release, restock, type StockHold } from '../stock';

export interface OrderStock {
  holdsStock: boolean;
  stockDiscounted: boolean;
}

/**
 * What an order's units do when it enters `target` (SPEC §4): held while its status counts against availability,
 * gone for good once it reaches the status at which inventory is discounted (`discountAt`; without one, a final
 * status other than cancelled), given back when cancelled (released if held, restocked if already discounted).
 * A move that needs units no longer there throws NotEnoughStock, and the status change is refused. Units that leave
 * or come back are written to the stock ledger against the order and whoever moved it (`by`), at the order's pickup
 * point when it has one (decision 032: a pickup order takes its units from that point first).
 */
export async function stockForStatus(
  tx: DbOrTx,
  current: OrderStock,
  holds: readonly StockHold[],
  target: Pick<OrderStatusRow, 'role' | 'position' | 'isFinal' | 'countsAgainstAvailability'>,
  discountAt: Pick<OrderStatusRow, 'position'> | null,
  by: { orderId: number; userId: number | null; pointId?: number | null },
): Promise<OrderStock> {
  if (target.role === 'cancelled') {
    if (current.holdsStock) await release(tx, holds);
    if (current.stockDiscounted)
      await withStockReason(tx, { reason: 'order_return', ...by }, () => restock(tx, holds));
    return { holdsStock: false, stockDiscounted: false };
  }
  if (current.stockDiscounted) return current;
  const reachesDiscount = discountAt ? target.position >= discountAt.position : target.isFinal;
  if (reachesDiscount) {
    await withStockReason(tx, { reason: 'order', ...by }, () =>
      current.holdsStock ? discountHeld(tx, holds) : discountFree(tx, holds),
    );
    return { holdsStock: false, stockDiscounted: true };
  }
  if (target.countsAgainstAvailability && !current.holdsStock) {
    await hold(tx, holds);
    return { holdsStock: true, stockDiscounted: false };
  }
  if (!target.countsAgainstAvailability && current.holdsStock) {
    await release(tx, holds);
    return { holdsStock: false, stockDiscounted: false };
  }
  return current;
}
