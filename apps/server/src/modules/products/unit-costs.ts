import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from './products.table';
import { productVariations } from './variations.table';

interface Sold {
  productId: number;
  variationId: number | null;
}

export const unitCostKey = (line: Sold) => `${line.productId}:${line.variationId ?? ''}`;

/**
 * What one unit of each line costs the shop now (decision 110): a variation's own cost, else its product's; null when
 * staff never said. Read once as an order is placed and kept on its lines, so a later cost never rewrites past profit.
 */
export async function unitCosts(db: DbOrTx, lines: readonly Sold[]): Promise<Map<string, number | null>> {
  if (!lines.length) return new Map();
  const variationIds = lines.flatMap((line) => (line.variationId === null ? [] : [line.variationId]));
  const rows = await db
    .select({
      productId: products.id,
      variationId: productVariations.id,
      cost: sql<number | null>`coalesce(${productVariations.costPrice}, ${products.costPrice})`,
    })
    .from(products)
    .leftJoin(
      productVariations,
      and(
        eq(productVariations.productId, products.id),
        variationIds.length ? inArray(productVariations.id, variationIds) : sql`false`,
      ),
    )
    .where(inArray(products.id, [...new Set(lines.map((line) => line.productId))]));
  return new Map(rows.map((row) => [unitCostKey(row), row.cost === null ? null : Number(row.cost)]));
}
