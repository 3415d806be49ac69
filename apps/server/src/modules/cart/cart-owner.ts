import { CART_QUANTITY_MAX } from '@shop/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { independentReads } from '../../db/independent-reads';
import { randomToken, sha256 } from '../../lib/crypto';
import { merge } from '../stock';
import { cartItems, carts } from './cart.table';

/** Whose cart a request works on: the signed-in user's, else the visitor's cookie token (if any). */
export interface CartOwner {
  userId: number | null;
  token: string | undefined;
}

/** The cart's id, or null when the owner has none yet (a visitor who never added anything gets no row). */
export async function findCart(tx: DbOrTx, owner: CartOwner, lock = false): Promise<number | null> {
  const where =
    owner.userId !== null
      ? eq(carts.userId, owner.userId)
      : owner.token
        ? and(eq(carts.tokenHash, sha256(owner.token)), isNull(carts.userId))
        : undefined;
  if (!where) return null;
  const query = tx.select({ id: carts.id }).from(carts).where(where);
  const [row] = await (lock ? query.for('update') : query);
  return row?.id ?? null;
}

/**
 * The owner's cart, created when missing, locked for the rest of the transaction so that two requests changing one
 * cart take turns. `newToken` is set when a visitor's cart was just created: the caller sends it as the cookie.
 */
export async function lockCart(
  tx: DbOrTx,
  owner: CartOwner,
  clientAddress?: string,
): Promise<{ id: number; newToken?: string }> {
  const found = await findCart(tx, owner, true);
  if (found !== null) {
    // A visitor's holds count against the address they use now.
    if (owner.userId === null && clientAddress !== undefined)
      await tx.update(carts).set({ clientAddress }).where(eq(carts.id, found));
    return { id: found };
  }
  if (owner.userId !== null) {
    await tx.insert(carts).values({ userId: owner.userId }).onConflictDoNothing();
    const id = await findCart(tx, owner, true);
    if (id === null) throw new Error('cart vanished');
    return { id };
  }
  const token = randomToken();
  const [row] = await tx
    .insert(carts)
    .values({ tokenHash: sha256(token), clientAddress: clientAddress?.slice(0, 64) })
    .returning({ id: carts.id });
  if (!row) throw new Error('cart not created');
  return { id: row.id, newToken: token };
}

/**
 * At sign-in the visitor's cart joins the user's: lines of the same product add up (never past the maximum
 * quantity; what both hold moves with them, so nothing is held twice), others move over. The visitor's cart is then
 * deleted. Returns the lines that came over, which the caller asks to hold in full (a signed-in shopper holds all).
 */
export async function mergeVisitorCart(tx: DbOrTx, userId: number, token: string): Promise<number[]> {
  const [visitor] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.tokenHash, sha256(token)), isNull(carts.userId)))
    .for('update');
  if (!visitor) return [];
  const { id: target } = await lockCart(tx, { userId, token: undefined });
  const [moving, staying] = await independentReads(
    tx,
    () => tx.select().from(cartItems).where(eq(cartItems.cartId, visitor.id)),
    () => tx.select().from(cartItems).where(eq(cartItems.cartId, target)),
  );
  const merged: number[] = [];
  for (const line of moving) {
    const same = staying.find((s) => s.productId === line.productId && s.variationId === line.variationId);
    if (same) {
      merged.push(same.id);
      await tx
        .update(cartItems)
        .set({
          quantity: Math.min(CART_QUANTITY_MAX, same.quantity + line.quantity),
          heldQuantity: same.heldQuantity + line.heldQuantity,
          holds: merge([...same.holds, ...line.holds]),
          expiresAt: sql`greatest(${cartItems.expiresAt}, ${line.expiresAt})`,
          updatedAt: new Date(),
        })
        .where(eq(cartItems.id, same.id));
      await tx.delete(cartItems).where(eq(cartItems.id, line.id));
    } else {
      merged.push(line.id);
      await tx.update(cartItems).set({ cartId: target }).where(eq(cartItems.id, line.id));
    }
  }
  await tx.delete(carts).where(eq(carts.id, visitor.id));
  return merged;
}
