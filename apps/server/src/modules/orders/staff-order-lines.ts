import type { StaffOrderLine } from '@shop/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invalid } from '../../lib/domain-errors';
import { type CartLine, checkQuantity, linesOfLink } from '../cart';
import { productVariations } from '../products';
import { hold, holdsFor } from '../stock';
import type { Customer, LineSource } from './checkout.service';
import { orderStatusChanges, orders } from './orders.table';

/**
 * The lines staff typed for a customer (decision 098), read as cart lines holding nothing, so that the checkout
 * prices and shows them as it would the customer's own cart; refused by the rules the cart applies when a line is
 * added: a product on sale, its variation when it has them (an active one), the customer's minimum and what is free.
 */
export async function staffOrderLines(
  db: DbOrTx,
  given: readonly StaffOrderLine[],
  customer: Customer,
): Promise<CartLine[]> {
  const lines = await linesOfLink(
    db,
    given.map((line) => ({ ...line, variation_id: line.variation_id ?? null })),
  );
  if (lines.length !== given.length) throw invalid('product_not_found');
  const variationIds = lines.flatMap((line) => (line.variationId === null ? [] : [line.variationId]));
  const active = new Set(
    variationIds.length
      ? (
          await db
            .select({ id: productVariations.id })
            .from(productVariations)
            .where(and(inArray(productVariations.id, variationIds), eq(productVariations.active, true)))
        ).map((row) => row.id)
      : [],
  );
  for (const line of lines) {
    if (!line.active || !line.visible) throw invalid('product_not_found');
    if (line.kind === 'variable' && line.variationId === null) throw invalid('variation_required');
    if (line.variationId !== null && (line.kind !== 'variable' || !active.has(line.variationId)))
      throw invalid('variation_not_found');
    checkQuantity(
      line,
      customer,
      line.quantity,
      line.variationId === null ? line.productAvailable : Number(line.variationAvailable),
    );
  }
  return lines;
}

/**
 * The lines as the checkout's source (checkout.service.ts): each holds its units in the order's transaction, or the
 * order is refused with what is left, as a cart's line that did not hold them all. The order then names who took it,
 * and its first status change is theirs.
 */
export function staffOrderSource(given: readonly StaffOrderLine[], staffId: number): LineSource {
  return {
    take: async (tx, customer) => {
      const held = [];
      for (const line of await staffOrderLines(tx, given, customer)) {
        const holds = await holdsFor(
          tx,
          { id: line.productId, kind: line.kind },
          line.variationId,
          line.quantity,
        );
        await hold(tx, holds);
        held.push({ line, holds });
      }
      return held;
    },
    placed: async (tx, orderId) => {
      await tx.update(orders).set({ placedBy: staffId }).where(eq(orders.id, orderId));
      await tx
        .update(orderStatusChanges)
        .set({ userId: staffId })
        .where(eq(orderStatusChanges.orderId, orderId));
    },
  };
}
