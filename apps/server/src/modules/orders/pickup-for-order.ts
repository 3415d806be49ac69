import type { PickupPoint } from '@shop/contracts';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { DomainError } from '../../lib/domain-errors';
import { pickupPoints } from '../points-of-sale';
import { products } from '../products';
import { holdsFor, pointsHolding, type StockHold } from '../stock';

/**
 * The pickup points holding every unit of these lines (combos by their parts), the main warehouse first: what the
 * checkout offers, so a shopper does not pick a point that would make them wait for a transfer (decision 032). A line
 * the shop cannot sell as asked (an unknown product, a variable one without its variation) takes no part: the order
 * itself refuses it.
 */
export async function pickupPointsFor(
  db: DbOrTx,
  lines: ReadonlyArray<{ product_id: number; variation_id: number | null; quantity: number }>,
): Promise<PickupPoint[]> {
  const points = await pickupPoints(db);
  if (lines.length === 0) return points;
  // One read for every line's product: the list is public, so a long order must not cost a query per line.
  const kinds = new Map(
    (
      await db
        .select({ id: products.id, kind: products.kind })
        .from(products)
        .where(inArray(products.id, [...new Set(lines.map((line) => line.product_id))]))
    ).map((product) => [product.id, product]),
  );
  const holds: StockHold[] = [];
  for (const line of lines) {
    const product = kinds.get(line.product_id);
    if (!product || line.quantity < 1) continue;
    try {
      holds.push(...(await holdsFor(db, product, line.variation_id, line.quantity)));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  const holding = await pointsHolding(
    db,
    points.map((point) => point.id),
    holds,
  );
  return points.filter((point) => holding.has(point.id));
}
