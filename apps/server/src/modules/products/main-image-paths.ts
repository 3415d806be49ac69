import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { productImages } from './product-images.table';

/** The stored path of each product's main picture, by product id; a product without one is absent. */
export async function mainImagePaths(
  db: DbOrTx,
  productIds: readonly number[],
): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: productImages.productId, path: productImages.path })
    .from(productImages)
    .where(and(inArray(productImages.productId, [...productIds]), eq(productImages.isMain, true)));
  return new Map(rows.map((row) => [row.productId, row.path]));
}
