import { OPEN_UNPAID_ORDERS_MAX } from '@shop/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { invalid } from '../../lib/domain-errors';
import { users } from '../users';
import { orders } from './orders.table';

/**
 * An account may hold stock with only so many orders it has not paid: cash on delivery or at pickup has no payment
 * window, so without a bound one account (and a few sign-ups) could take a product's every unit off the shelf until
 * staff cancel each order. Paid orders, and orders that no longer hold stock, do not count. The checkout's quote
 * asks too, so that the page says it before the shopper fills the form in.
 */
export async function refuseTooManyUnpaid(db: DbOrTx, userId: number): Promise<void> {
  const [open] = await db
    .select({ count: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.holdsStock, true), eq(orders.paymentStatus, 'pending')));
  if ((open?.count ?? 0) >= OPEN_UNPAID_ORDERS_MAX)
    throw invalid('too_many_unpaid_orders', { n: OPEN_UNPAID_ORDERS_MAX });
}

/** In the checkout's transaction: the account's row locked first, two checkouts at once cannot both find room. */
export async function claimRoomForAnOrder(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  await refuseTooManyUnpaid(tx, userId);
}
