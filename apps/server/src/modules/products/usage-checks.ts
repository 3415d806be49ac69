import { eq } from 'drizzle-orm';
import { registerUsageCheck, type UsageCheck } from '../taxonomy';
import { productCategories, products } from './products.table';
import { variationTerms } from './variations.table';

const exists = async (query: Promise<unknown[]>) => (await query).length > 0;

const usesBrand: UsageCheck = (tx, id) =>
  exists(tx.select({ id: products.id }).from(products).where(eq(products.brandId, id)).limit(1));

const usesUnit: UsageCheck = (tx, id) =>
  exists(tx.select({ id: products.id }).from(products).where(eq(products.unitId, id)).limit(1));

const usesCategory: UsageCheck = async (tx, id) => {
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
};

const usesAttribute: UsageCheck = (tx, id) =>
  exists(
    tx
      .select({ id: variationTerms.variationId })
      .from(variationTerms)
      .where(eq(variationTerms.attributeId, id))
      .limit(1),
  );

const usesTerm: UsageCheck = (tx, id) =>
  exists(
    tx
      .select({ id: variationTerms.variationId })
      .from(variationTerms)
      .where(eq(variationTerms.termId, id))
      .limit(1),
  );

/**
 * Tells the taxonomy what products and variations use, so it refuses to delete those (SPEC §8). The checks are the
 * same functions on every call: a second app built in the process adds none.
 */
export function registerProductUsageChecks(): void {
  registerUsageCheck('brand', usesBrand);
  registerUsageCheck('unit', usesUnit);
  registerUsageCheck('category', usesCategory);
  registerUsageCheck('attribute', usesAttribute);
  registerUsageCheck('term', usesTerm);
}
