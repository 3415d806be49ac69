import type { Product } from '@shop/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { independentReads } from '../../db/independent-reads';
import { notFound } from '../../lib/domain-errors';
import { availabilityOf } from './availability';
import { comboItems } from './combo-items.table';
import { productImages } from './product-images.table';
import { toImage, toProduct, toVariation } from './product-view';
import { type ProductRow, productCategories, productRelated, products } from './products.table';
import { productVariations, variationTerms } from './variations.table';

export async function findProduct(db: DbOrTx, slug: string): Promise<ProductRow> {
  const [row] = await db.select().from(products).where(eq(products.slug, slug));
  if (!row) throw notFound();
  return row;
}

/** The whole product as the edit screen and the product page need it. */
export async function loadProduct(db: DbOrTx, row: ProductRow): Promise<Product> {
  const [categoryRows, relatedRows, itemRows, variationRows, imageRows, availability] =
    await independentReads(
      db,
      () => db.select().from(productCategories).where(eq(productCategories.productId, row.id)),
      () =>
        db
          .select()
          .from(productRelated)
          .where(eq(productRelated.productId, row.id))
          .orderBy(asc(productRelated.position)),
      () => db.select().from(comboItems).where(eq(comboItems.comboId, row.id)).orderBy(asc(comboItems.id)),
      () =>
        db
          .select()
          .from(productVariations)
          .where(eq(productVariations.productId, row.id))
          .orderBy(asc(productVariations.position), asc(productVariations.id)),
      () =>
        db
          .select()
          .from(productImages)
          .where(eq(productImages.productId, row.id))
          .orderBy(asc(productImages.position), asc(productImages.id)),
      () => availabilityOf(db, [row]),
    );
  const termRows = variationRows.length
    ? await db
        .select()
        .from(variationTerms)
        .where(
          inArray(
            variationTerms.variationId,
            variationRows.map((v) => v.id),
          ),
        )
        .orderBy(asc(variationTerms.attributeId))
    : [];
  return toProduct(row, {
    categoryIds: categoryRows.map((c) => c.categoryId).sort((a, b) => a - b),
    relatedIds: relatedRows.map((r) => r.relatedId),
    comboItems: itemRows.map((i) => ({
      product_id: i.productId,
      variation_id: i.variationId,
      quantity: i.quantity,
    })),
    variations: variationRows.map((v) =>
      toVariation(
        v,
        termRows
          .filter((t) => t.variationId === v.id)
          .map((t) => ({ attribute_id: t.attributeId, term_id: t.termId })),
        row,
      ),
    ),
    images: imageRows.map(toImage),
    availability: availability.get(row.id) ?? null,
  });
}
