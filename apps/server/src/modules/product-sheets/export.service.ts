import {
  type Locale,
  PRODUCT_IMPORT_COLUMNS,
  PRODUCT_IMPORT_HEADINGS,
  type ProductImportColumn,
  type ProductListFilters,
} from '@shop/contracts';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { csvWriter } from '../../lib/csv';
import {
  productListWhere,
  products,
  productVariations,
  type VariationRow,
  variationLabels,
} from '../products';
import { brands, categories } from '../taxonomy';

/** Products read per query while the file is written: the database is never held while the browser reads. */
const BATCH = 1_000;

/**
 * The products the back office's list shows for `filters`, every page of them, as a CSV in the import's columns and
 * the reader's language (decision 095, `lib/csv.ts`): what the import reads back to change them. A product with
 * variations is written as its variations, a row each under its own SKU ("Camiseta — Rojo / M"), since their prices
 * and stock are theirs.
 */
export async function* productsCsv(db: DbOrTx, filters: ProductListFilters, locale: Locale) {
  const { headings, line, amount } = csvWriter(PRODUCT_IMPORT_COLUMNS, locale);
  yield headings(
    Object.fromEntries(
      PRODUCT_IMPORT_COLUMNS.map((column) => [column, PRODUCT_IMPORT_HEADINGS[column][locale]]),
    ) as Record<ProductImportColumn, string>,
  );
  // Batches by id, each a short query of its own: a slow download never keeps a transaction open.
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: products.id,
        name: products.name,
        category: categories.name,
        regularPrice: products.regularPrice,
        sku: products.sku,
        brand: brands.name,
        salePrice: products.salePrice,
        wholesalePrice: products.wholesalePrice,
        costPrice: products.costPrice,
        kind: products.kind,
        realQuantity: products.realQuantity,
        shortDescription: products.shortDescription,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(and(productListWhere(filters), gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(BATCH);
    if (!rows.length) return;
    const variations = await variationsOf(
      db,
      rows.filter((row) => row.kind === 'variable').map((row) => row.id),
    );
    yield rows
      .flatMap((row) => {
        const shared = {
          category: row.category,
          brand: row.brand ?? '',
          short_description: row.shortDescription,
        };
        if (row.kind === 'variable') {
          return (variations.get(row.id) ?? []).map((variation) =>
            line({
              ...shared,
              name: variation.label ? `${row.name} — ${variation.label}` : row.name,
              regular_price: amount(variation.regularPrice),
              sku: variation.sku,
              sale_price: amount(variation.salePrice),
              wholesale_price: amount(variation.wholesalePrice),
              // Its own cost; an empty cell is the product's (decision 110).
              cost_price: amount(variation.costPrice),
              quantity: String(variation.realQuantity),
            }),
          );
        }
        return [
          line({
            ...shared,
            name: row.name,
            regular_price: amount(row.regularPrice),
            sku: row.sku,
            sale_price: amount(row.salePrice),
            wholesale_price: amount(row.wholesalePrice),
            cost_price: amount(row.costPrice),
            // Combos and services keep no stock of their own: an empty cell, which the import leaves alone.
            quantity: row.kind === 'simple' ? String(row.realQuantity) : '',
          }),
        ];
      })
      .join('');
    after = rows[rows.length - 1]?.id ?? after;
    if (rows.length < BATCH) return;
  }
}

/** The variations of the products named, in their form's order, each with its terms as people read them. */
async function variationsOf(db: DbOrTx, productIds: number[]) {
  const byProduct = new Map<number, Array<VariationRow & { label: string }>>();
  if (!productIds.length) return byProduct;
  const rows = await db
    .select()
    .from(productVariations)
    .where(inArray(productVariations.productId, productIds))
    .orderBy(asc(productVariations.productId), asc(productVariations.position), asc(productVariations.id));
  const labels = await variationLabels(
    db,
    rows.map((row) => row.id),
  );
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push({ ...row, label: labels.get(row.id) ?? '' });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}
