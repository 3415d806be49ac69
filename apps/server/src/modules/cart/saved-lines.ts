import { SAVED_LINES_MAX, type SavedLinesReply } from '@shop/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { invalid, notFound } from '../../lib/domain-errors';
import { type CartContext, type CartResult, changeCart, previewLines } from './cart.service';
import { savedLines } from './cart.table';
import { lineOf, putLine, removeLine } from './cart-lines';

/**
 * Saved for later (decision 105): a signed-in shopper takes a line out of the cart without losing it. A saved line
 * holds no units; it is priced as the cart would price it today, or says why it cannot go back (sold out, no longer on
 * sale), and goes back with the quantity it had, by the cart's own rules.
 */

/** The shopper's saved lines, the latest first, each as it would read in their cart now. */
export async function listSavedLines(db: DbOrTx, ctx: CartContext, userId: number): Promise<SavedLinesReply> {
  const rows = await db
    .select()
    .from(savedLines)
    .where(eq(savedLines.userId, userId))
    .orderBy(desc(savedLines.createdAt), desc(savedLines.id));
  const { lines } = await previewLines(
    db,
    ctx,
    rows.map((row) => ({ product_id: row.productId, variation_id: row.variationId, quantity: row.quantity })),
  );
  return {
    data: rows.flatMap((row, index) => {
      const line = lines[index];
      return line ? [{ ...line, id: row.id, saved_at: row.createdAt.toISOString() }] : [];
    }),
  };
}

/** The same product and variation again replaces the saved one: one row each, with the latest quantity. */
const sameLine = (userId: number, productId: number, variationId: number | null) =>
  and(
    eq(savedLines.userId, userId),
    eq(savedLines.productId, productId),
    sql`coalesce(${savedLines.variationId}, 0) = ${variationId ?? 0}`,
  );

/** Moves a line of the shopper's cart to their saved lines, giving its units back. */
export function saveCartLine(
  db: Database,
  ctx: CartContext,
  userId: number,
  lineId: number,
): Promise<CartResult> {
  return changeCart(db, ctx, async (tx, cartId) => {
    const line = await lineOf(tx, cartId, lineId);
    await tx.delete(savedLines).where(sameLine(userId, line.productId, line.variationId));
    const [saved] = await tx.select({ n: count() }).from(savedLines).where(eq(savedLines.userId, userId));
    if ((saved?.n ?? 0) >= SAVED_LINES_MAX) throw invalid('saved_lines_full', { max: SAVED_LINES_MAX });
    await tx.insert(savedLines).values({
      userId,
      productId: line.productId,
      variationId: line.variationId,
      quantity: line.quantity,
    });
    await removeLine(tx, cartId, lineId);
  });
}

/**
 * Puts a saved line back in the cart with its quantity, by the cart's rules (stock held, minimums, limits); refused, it
 * stays saved and the shopper reads why.
 */
export function moveSavedToCart(
  db: Database,
  ctx: CartContext,
  userId: number,
  savedId: number,
): Promise<CartResult> {
  return changeCart(db, ctx, async (tx, cartId, { timeout, holder }) => {
    const [saved] = await tx
      .delete(savedLines)
      .where(and(eq(savedLines.id, savedId), eq(savedLines.userId, userId)))
      .returning();
    if (!saved) throw notFound('saved_line_not_found');
    await putLine(
      tx,
      cartId,
      { product_id: saved.productId, variation_id: saved.variationId, quantity: saved.quantity, mode: 'add' },
      ctx.buyer,
      holder,
      timeout,
    );
  });
}

/** Forgets a saved line. */
export async function removeSavedLine(db: DbOrTx, userId: number, savedId: number): Promise<void> {
  const gone = await db
    .delete(savedLines)
    .where(and(eq(savedLines.id, savedId), eq(savedLines.userId, userId)))
    .returning({ id: savedLines.id });
  if (!gone.length) throw notFound('saved_line_not_found');
}
