import { type AddToCartBody, CART_LINES_MAX, CART_QUANTITY_MAX } from '@shop/contracts';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Invalid, invalid, notFound } from '../../lib/domain-errors';
import { quantityExceeds } from '../../lib/messages';
import { onSale, products, productVariations, purchaseMinimum } from '../products';
import { difference, hold, holdsFor, NotEnoughStock, release } from '../stock';
import { type CartItemRow, cartItems, carts } from './cart.table';

export interface Buyer {
  wholesaler: boolean;
}

/** The settings that bound what a visitor without an account may hold (decision 012). */
export interface GuestHoldCaps {
  sharePercent: number;
  cartUnits: number;
  addressUnits: number;
}

/**
 * For whom a line's units are held: a signed-in shopper holds them all; a visitor holds up to the caps, counted
 * per line, per cart and per client address, and the rest of the line waits for checkout (decision 012).
 */
export type Holder = { signedIn: true } | { signedIn: false; clientAddress: string; caps: GuestHoldCaps };

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
  holder: Holder,
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
  if (!product) throw notFound('product_not_found');

  const variationId = body.variation_id ?? null;
  let available = product.availability;
  if (product.kind === 'variable') {
    if (variationId === null) throw invalid('variation_required');
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
    if (!variation) throw invalid('variation_not_found');
    available = Number(variation.available);
  } else if (variationId !== null) {
    throw invalid('variation_not_found');
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
  // What the line may have: what is free plus the units it already holds itself.
  const availableToLine = available === null ? null : Math.max(0, available) + (existing?.heldQuantity ?? 0);
  checkQuantity(product, buyer, quantity, availableToLine);

  if (!existing) {
    const [lines] = await tx.select({ n: count() }).from(cartItems).where(eq(cartItems.cartId, cartId));
    if (Number(lines?.n ?? 0) >= CART_LINES_MAX) throw new Invalid('cart_full', { max: CART_LINES_MAX });
  }

  const heldQuantity =
    holder.signedIn || availableToLine === null
      ? quantity
      : await guestAllowance(
          tx,
          { cartId, lineId: existing?.id, quantity, available: availableToLine },
          holder,
        );
  const holds = await holdsFor(tx, product, variationId, heldQuantity);
  await hold(tx, difference(existing?.holds ?? [], holds));
  const expiresAt = new Date(Date.now() + timeoutMinutes * 60_000);
  if (existing) {
    await tx
      .update(cartItems)
      .set({ quantity, heldQuantity, holds, expiresAt, updatedAt: new Date() })
      .where(eq(cartItems.id, existing.id));
  } else {
    await tx
      .insert(cartItems)
      .values({ cartId, productId: product.id, variationId, quantity, heldQuantity, holds, expiresAt });
  }
}

/**
 * How many of a visitor's line's units may hold stock: a share of what the product has, and what is left of the
 * cart's and the client address's allowance (the line's own units not counted twice).
 */
async function guestAllowance(
  tx: DbOrTx,
  line: { cartId: number; lineId: number | undefined; quantity: number; available: number },
  holder: Extract<Holder, { signedIn: false }>,
): Promise<number> {
  const others = line.lineId === undefined ? undefined : ne(cartItems.id, line.lineId);
  const [inCart] = await tx
    .select({ units: sql<number>`coalesce(sum(${cartItems.heldQuantity}), 0)` })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, line.cartId), others));
  const [atAddress] = await tx
    .select({ units: sql<number>`coalesce(sum(${cartItems.heldQuantity}), 0)` })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(isNull(carts.userId), eq(carts.clientAddress, holder.clientAddress), others));
  const share = Math.max(1, Math.floor((line.available * holder.caps.sharePercent) / 100));
  const cartLeft = holder.caps.cartUnits - Number(inCart?.units ?? 0);
  const addressLeft = holder.caps.addressUnits - Number(atAddress?.units ?? 0);
  return Math.max(0, Math.min(line.quantity, share, cartLeft, addressLeft));
}

/**
 * Lines that came from a visitor's cart at sign-in hold all their units if the stock allows; if it does not, they
 * keep what they hold (checkout will check again). A line over the maximum quantity was already cut back, so its
 * surplus units are given back here in any case.
 */
export async function holdWholeLines(tx: DbOrTx, lineIds: readonly number[]): Promise<void> {
  for (const lineId of lineIds) {
    const [line] = await tx
      .select({ item: cartItems, kind: products.kind })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.id, lineId));
    if (!line) continue;
    const { item } = line;
    const product = { id: item.productId, kind: line.kind };
    const whole = await holdsFor(tx, product, item.variationId, item.quantity);
    try {
      // A savepoint: a refused hold must not abort the sign-in's transaction.
      await tx.transaction((sp) => hold(sp, difference(item.holds, whole)));
      await tx
        .update(cartItems)
        .set({ heldQuantity: item.quantity, holds: whole })
        .where(eq(cartItems.id, lineId));
    } catch (error) {
      if (!(error instanceof NotEnoughStock)) throw error;
      if (item.heldQuantity > item.quantity) {
        const kept = await holdsFor(tx, product, item.variationId, item.quantity);
        await release(tx, difference(kept, item.holds));
        await tx
          .update(cartItems)
          .set({ heldQuantity: item.quantity, holds: kept })
          .where(eq(cartItems.id, lineId));
      }
    }
  }
}

/**
 * SPEC §5: retail-only buyers cannot buy wholesale-only products; a wholesale-only product is sold from its minimum
 * quantity; downloads are bought once; no line asks for more than is available (`available` already counts the
 * line's own units; null = services, unlimited). An order staff take for a customer keeps them too.
 */
export function checkQuantity(
  product: { retail: boolean; wholesaler: boolean; minQuantity: number; downloadable: boolean },
  buyer: Buyer,
  quantity: number,
  available: number | null,
): void {
  if (!Number.isInteger(quantity) || quantity < 1) throw invalid('quantity_invalid');
  if (quantity > CART_QUANTITY_MAX) throw invalid('quantity_not_allowed');
  const min = purchaseMinimum(product, buyer.wholesaler);
  if (min === null) throw invalid('wholesale_only');
  if (quantity < min) throw new Invalid('quantity_below_minimum', { min });
  if (product.downloadable && quantity > 1) throw new Invalid(quantityExceeds(1), { available: 1 });
  if (available !== null && quantity > available)
    throw new Invalid(available > 0 ? quantityExceeds(available) : 'product_unavailable', { available });
}

export async function lineOf(tx: DbOrTx, cartId: number, lineId: number): Promise<CartItemRow> {
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
  holder: Holder,
  timeoutMinutes: number,
): Promise<void> {
  const line = await lineOf(tx, cartId, lineId);
  await putLine(
    tx,
    cartId,
    { product_id: line.productId, variation_id: line.variationId, quantity, mode: 'set' },
    buyer,
    holder,
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
