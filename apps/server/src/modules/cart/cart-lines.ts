import { type AddToCartBody, CART_LINES_MAX, CART_QUANTITY_MAX } from '@shop/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { products, productVariations } from '../products';
import { difference, hold, holdsFor, release } from '../stock';
import { onSale } from '../storefront';
import { type CartItemRow, cartItems } from './cart.table';

export interface Buyer {
  wholesaler: boolean;
}

/**
 * Puts `quantity` units on a line of the (locked) cart, adding to the line or setting it, after the SPEC §5
 * quantity rules; the line holds its units from then on (or the whole change is refused). `timeoutMinutes` is
 * settings cart_item_timeout: a line touched now holds its units that long again.
 */
export async function putLine(
  tx: DbOrTx,
  cartId: number,
  body: AddToCartBody,
  buyer: Buyer,
  timeoutMinutes: number,
): Promise<void> {
  const [product] = await tx
    .select({
      id: products.id,
      kind: products.kind,
      retail: products.retail,
      wholesaler: products.wholesaler,
      minQuantity: products.minQuantity,
      downloadable: products.downloadable,
      availability: products.availability,
    })
    .from(products)
    .where(and(eq(products.id, body.product_id), onSale));
  if (!product) throw new AppError(404, 'product_not_found');

  const variationId = body.variation_id ?? null;
  let available = product.availability;
  if (product.kind === 'variable') {
    if (variationId === null) throw new AppError(422, 'variation_required');
    const [variation] = await tx
      .select({
        available: sql<number>`${productVariations.realQuantity} - ${productVariations.heldQuantity}`,
      })
      .from(productVariations)
      .where(
        and(
          eq(productVariations.id, variationId),
          eq(productVariations.productId, product.id),
          eq(productVariations.active, true),
        ),
      );
    if (!variation) throw new AppError(422, 'variation_not_found');
    available = Number(variation.available);
  } else if (variationId !== null) {
    throw new AppError(422, 'variation_not_found');
  }

  const [existing] = await tx
    .select()
    .from(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cartId),
        eq(cartItems.productId, product.id),
        variationId === null ? sql`${cartItems.variationId} is null` : eq(cartItems.variationId, variationId),
      ),
    );
  const quantity = body.mode === 'set' ? body.quantity : (existing?.quantity ?? 0) + body.quantity;
  checkQuantity(
    product,
    buyer,
    quantity,
    available === null ? null : Math.max(0, available) + (existing?.quantity ?? 0),
  );

  if (!existing) {
    const [lines] = await tx.select({ n: count() }).from(cartItems).where(eq(cartItems.cartId, cartId));
    if (Number(lines?.n ?? 0) >= CART_LINES_MAX)
      throw new AppError(422, 'cart_full', { max: CART_LINES_MAX });
  }

  const holds = await holdsFor(tx, product, variationId, quantity);
  await hold(tx, difference(existing?.holds ?? [], holds));
  const expiresAt = new Date(Date.now() + timeoutMinutes * 60_000);
  if (existing) {
    await tx
      .update(cartItems)
      .set({ quantity, holds, expiresAt, updatedAt: new Date() })
      .where(eq(cartItems.id, existing.id));
  } else {
    await tx
      .insert(cartItems)
      .values({ cartId, productId: product.id, variationId, quantity, holds, expiresAt });
  }
}

/**
 * SPEC §5: retail-only buyers cannot buy wholesale-only products; a wholesale-only product is sold from its minimum
 * quantity; downloads are bought once; no line asks for more than is available (`available` already counts the
 * line's own units; null = services, unlimited).
 */
function checkQuantity(
  product: { retail: boolean; wholesaler: boolean; minQuantity: number; downloadable: boolean },
  buyer: Buyer,
  quantity: number,
  available: number | null,
): void {
  if (!Number.isInteger(quantity) || quantity < 1) throw new AppError(422, 'quantity_invalid');
  if (quantity > CART_QUANTITY_MAX) throw new AppError(422, 'quantity_not_allowed');
  const wholesaleBuyer = buyer.wholesaler && product.wholesaler;
  if (!product.retail && !wholesaleBuyer) throw new AppError(422, 'wholesale_only');
  const min = wholesaleBuyer && !product.retail ? Math.max(1, product.minQuantity) : 1;
  if (quantity < min) throw new AppError(422, 'quantity_below_minimum', { min });
  if (product.downloadable && quantity > 1) throw new AppError(422, 'quantity_exceeds', { available: 1 });
  if (available !== null && quantity > available)
    throw new AppError(422, available > 0 ? 'quantity_exceeds' : 'product_unavailable', { available });
}

async function lineOf(tx: DbOrTx, cartId: number, lineId: number): Promise<CartItemRow> {
  const [line] = await tx
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.cartId, cartId)));
  if (!line) throw notFound();
  return line;
}

/** Changes one line's quantity (PUT /api/cart/items/:id), by the same rules as adding. */
export async function setLineQuantity(
  tx: DbOrTx,
  cartId: number,
  lineId: number,
  quantity: number,
  buyer: Buyer,
  timeoutMinutes: number,
): Promise<void> {
  const line = await lineOf(tx, cartId, lineId);
  await putLine(
    tx,
    cartId,
    { product_id: line.productId, variation_id: line.variationId, quantity, mode: 'set' },
    buyer,
    timeoutMinutes,
  );
}

/** Removes one line, giving its units back. */
export async function removeLine(tx: DbOrTx, cartId: number, lineId: number): Promise<void> {
  const line = await lineOf(tx, cartId, lineId);
  await release(tx, line.holds);
  await tx.delete(cartItems).where(eq(cartItems.id, line.id));
}

/** Empties the cart (DELETE /api/cart, logout), giving every line's units back. */
export async function emptyCart(tx: DbOrTx, cartId: number): Promise<void> {
  const lines = await tx
    .delete(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .returning({ holds: cartItems.holds });
  await release(
    tx,
    lines.flatMap((l) => l.holds),
  );
}
