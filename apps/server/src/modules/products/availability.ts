import { comboAvailability } from '@shop/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { comboItems } from './combo-items.table';
import { products } from './products.table';
import { productVariations } from './variations.table';

type Stocked = {
  id: number;
  kind: 'simple' | 'variable' | 'combo' | 'service';
  realQuantity: number;
  /** Units held by carts and open orders; absent means none. */
  heldQuantity?: number;
};

/**
 * Units that can be sold now, per product id; `null` for services, which have no stock. What carts and open orders
 * hold is subtracted (ARCHITECTURE, "Real availability"); the database trigger of migration 0008 agrees.
 */
export async function availabilityOf(
  db: DbOrTx,
  rows: readonly Stocked[],
): Promise<Map<number, number | null>> {
  const result = new Map<number, number | null>();
  const variableIds = rows.filter((r) => r.kind === 'variable').map((r) => r.id);
  const comboIds = rows.filter((r) => r.kind === 'combo').map((r) => r.id);

  const items = comboIds.length
    ? await db
        .select({
          comboId: comboItems.comboId,
          productId: comboItems.productId,
          variationId: comboItems.variationId,
          quantity: comboItems.quantity,
          kind: products.kind,
          productQuantity: products.realQuantity,
          productHeld: products.heldQuantity,
          variationQuantity: productVariations.realQuantity,
          variationHeld: productVariations.heldQuantity,
        })
        .from(comboItems)
        .innerJoin(products, eq(products.id, comboItems.productId))
        .leftJoin(productVariations, eq(productVariations.id, comboItems.variationId))
        .where(inArray(comboItems.comboId, comboIds))
    : [];
  const partVariableIds = items
    .filter((i) => i.kind === 'variable' && i.variationId === null)
    .map((i) => i.productId);
  const sums = await variationTotals(db, [...variableIds, ...partVariableIds]);

  const own = (row: Pick<Stocked, 'id' | 'kind' | 'realQuantity' | 'heldQuantity'>): number | null => {
    if (row.kind === 'service') return null;
    if (row.kind === 'variable') return sums.get(row.id) ?? 0;
    if (row.kind === 'combo') return 0;
    return row.realQuantity - (row.heldQuantity ?? 0);
  };

  for (const row of rows) {
    if (row.kind !== 'combo') {
      result.set(row.id, own(row));
      continue;
    }
    const parts = items
      .filter((i) => i.comboId === row.id)
      .map((i) => ({
        quantity: i.quantity,
        available:
          i.variationId !== null
            ? (i.variationQuantity ?? 0) - (i.variationHeld ?? 0)
            : own({
                id: i.productId,
                kind: i.kind,
                realQuantity: i.productQuantity,
                heldQuantity: i.productHeld,
              }),
      }));
    result.set(row.id, comboAvailability(parts));
  }
  return result;
}

async function variationTotals(db: DbOrTx, productIds: number[]): Promise<Map<number, number>> {
  if (!productIds.length) return new Map();
  const rows = await db
    .select({
      productId: productVariations.productId,
      total: sql<number>`coalesce(sum(greatest(0, ${productVariations.realQuantity} - ${productVariations.heldQuantity})), 0)::int`,
    })
    .from(productVariations)
    .where(and(inArray(productVariations.productId, productIds), eq(productVariations.active, true)))
    .groupBy(productVariations.productId);
  return new Map(rows.map((r) => [r.productId, Number(r.total)]));
}
