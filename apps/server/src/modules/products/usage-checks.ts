import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { registerUsageCheck } from '../taxonomy';
import { productCategories, products } from './products.table';
import { variationTerms } from './variations.table';

const exists = async (query: Promise<unknown[]>) => (await query).length > 0;

/** Tells the taxonomy what products and variations use, so it refuses to delete those (SPEC §8). */
export function registerProductUsageChecks(): void {
  registerUsageCheck('brand', (tx: DbOrTx, id) =>
    exists(tx.select({ id: products.id }).from(products).where(eq(products.brandId, id)).limit(1)),
  );
  registerUsageCheck('unit', (tx, id) =>
    exists(tx.select({ id: products.id }).from(products).where(eq(products.unitId, id)).limit(1)),
  );
  registerUsageCheck('category', async (tx, id) => {
    if (
      await exists(tx.select({ id: products.id }).from(products).where(eq(products.categoryId, id)).limit(1))
    ) {
      return true;
    }
    return exists(
      tx
        .select({ id: productCategories.productId })
        .from(productCategories)
        .where(eq(productCategories.categoryId, id))
        .limit(1),
    );
  });
  registerUsageCheck('attribute', (tx, id) =>
    exists(
      tx
        .select({ id: variationTerms.variationId })
        .from(variationTerms)
        .where(eq(variationTerms.attributeId, id))
        .limit(1),
    ),
  );
  registerUsageCheck('term', (tx, id) =>
    exists(
      tx
        .select({ id: variationTerms.variationId })
        .from(variationTerms)
        .where(eq(variationTerms.termId, id))
        .limit(1),
    ),
  );
}
