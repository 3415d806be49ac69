import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pointsOfSale } from '../points-of-sale';
import { pointStock } from './point-stock.table';
import type { StockHold } from './stock-hold';

/** Matches one stock row: a product's own stock (`variationId` null) or one variation's. */
export function ofStockRow(productId: number, variationId: number | null) {
  return and(
    eq(pointStock.productId, productId),
    variationId === null ? isNull(pointStock.variationId) : eq(pointStock.variationId, variationId),
  );
}

/**
 * The units of one stock row at one active point of sale (0 when it holds none), or null when there is no such
 * point. Callers lock the product or variation row first: every change of a point's units goes through it.
 */
export async function pointStockOf(
  db: DbOrTx,
  pointId: number,
  productId: number,
  variationId: number | null,
): Promise<number | null> {
  const [point] = await db
    .select({
      id: pointsOfSale.id,
      quantity: sql<number>`coalesce((select ${pointStock.quantity} from ${pointStock}
        where ${pointStock.pointOfSaleId} = ${pointsOfSale.id} and ${ofStockRow(productId, variationId)}), 0)::int`,
    })
    .from(pointsOfSale)
    .where(and(eq(pointsOfSale.id, pointId), eq(pointsOfSale.active, true)));
  return point ? Number(point.quantity) : null;
}

/**
 * Of the given points, those holding the units of every stock row an order needs (its holds, combos expanded): where an order can be picked up without waiting for
 * a transfer (issue 18 §2). A shop that has located no stock yet (no point holds anything) keeps every point.
 */
export async function pointsHolding(
  db: DbOrTx,
  pointIds: readonly number[],
  needs: readonly StockHold[],
): Promise<Set<number>> {
  if (pointIds.length === 0 || needs.length === 0) return new Set(pointIds);
  const located = await db.select({ one: sql`1` }).from(pointStock).limit(1);
  if (located.length === 0) return new Set(pointIds);
  const rows = await db
    .select({
      pointId: pointStock.pointOfSaleId,
      productId: pointStock.productId,
      variationId: pointStock.variationId,
      quantity: pointStock.quantity,
    })
    .from(pointStock)
    .where(
      and(
        inArray(pointStock.pointOfSaleId, [...pointIds]),
        inArray(pointStock.productId, [...new Set(needs.map((need) => need.product_id))]),
      ),
    );
  const held = new Map(
    rows.map((row) => [`${row.pointId}:${row.productId}:${row.variationId ?? 0}`, row.quantity]),
  );
  return new Set(
    pointIds.filter((pointId) =>
      needs.every(
        (need) => (held.get(`${pointId}:${need.product_id}:${need.variation_id ?? 0}`) ?? 0) >= need.quantity,
      ),
    ),
  );
}
