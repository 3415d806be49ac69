import { type Product, type ProductBody, type ProductToggleBody, priceProduct } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { conflict, invalidFields } from '../../lib/domain-errors';
import { isForeignKeyViolation } from '../../lib/pg-errors';
import { comboItems } from './combo-items.table';
import { findProduct, loadProduct } from './load-product';
import { refreshOfferPrices } from './offer-prices';
import { setPriceAuthor } from './price-author';
import { chooseIdentity, writeIdentity } from './product-identity';
import { checkReferences } from './product-references';
import {
  type NewProductRow,
  type ProductRow,
  productCategories,
  productRelated,
  products,
} from './products.table';
import { withStockReason } from './stock-reason';
import { productVariations } from './variations.table';

export async function getProduct(db: Database, slug: string): Promise<Product> {
  return loadProduct(db, await findProduct(db, slug));
}

/** The columns a body sets; derived prices come from the one pricing function. */
function columns(body: ProductBody): Omit<NewProductRow, 'sku' | 'slug'> {
  const pricing = priceProduct(body);
  const service = body.kind === 'service';
  return {
    name: body.name,
    description: body.description,
    shortDescription: body.short_description,
    kind: body.kind,
    active: body.active,
    visible: body.visible,
    inOffer: body.in_offer,
    // A service is never shipped and has no stock.
    virtual: service || body.virtual,
    downloadable: body.downloadable,
    bookable: body.bookable,
    wholesaler: body.wholesaler,
    retail: body.retail,
    regularPrice: body.regular_price,
    salePrice: body.sale_price,
    wholesalePrice: body.wholesale_price,
    costPrice: body.cost_price,
    discountPercentage: body.discount_percentage,
    tax: body.tax,
    minQuantity: body.min_quantity,
    finalPrice: pricing.final_price,
    categoryId: body.category_id,
    brandId: body.brand_id,
    unitId: body.unit_id,
    priority: body.priority,
    timeWarranty: body.time_warranty,
    unitWarranty: body.unit_warranty,
    showWarranty: body.show_warranty,
    // Variable products keep stock in their variations, combos in their parts, services none.
    realQuantity: body.kind === 'simple' ? body.real_quantity : 0,
    initialAvailability: service ? 0 : body.initial_availability,
    lowAvailability: service ? null : body.low_availability,
    wholesaleQuantity: service ? 0 : body.wholesale_quantity,
    reserveQuantity: service ? 0 : body.reserve_quantity,
    externalStoreSku: body.external_store_sku,
    disponibilityFromStore: body.disponibility_from_store,
    relatedStrategy: body.related_strategy,
  };
}

async function refuseBadReferences(tx: Tx, body: ProductBody, selfId: number | undefined) {
  const errors = await checkReferences(tx, body, selfId);
  if (Object.keys(errors).length) throw invalidFields(errors);
}

async function writeLinks(tx: Tx, productId: number, body: ProductBody): Promise<void> {
  await tx.delete(productCategories).where(eq(productCategories.productId, productId));
  const extra = [...new Set(body.category_ids)].filter((id) => id !== body.category_id);
  if (extra.length) {
    await tx.insert(productCategories).values(extra.map((categoryId) => ({ productId, categoryId })));
  }
  await tx.delete(productRelated).where(eq(productRelated.productId, productId));
  const related = [...new Set(body.related_ids)];
  if (related.length) {
    await tx
      .insert(productRelated)
      .values(related.map((relatedId, position) => ({ productId, relatedId, position })));
  }
  await tx.delete(comboItems).where(eq(comboItems.comboId, productId));
  if (body.kind === 'combo') {
    await tx.insert(comboItems).values(
      body.combo_items.map((item) => ({
        comboId: productId,
        productId: item.product_id,
        variationId: item.variation_id,
        quantity: item.quantity,
      })),
    );
  }
}

/** Its real quantity is the first row of its stock ledger, by `userId`. */
export async function createProduct(
  db: Database,
  body: ProductBody,
  userId: number | null,
): Promise<Product> {
  return db.transaction(async (tx) => {
    const row = await insertProduct(tx, body, userId);
    // Its category, brand or own prices may bring it under an offer or out of one.
    await refreshOfferPrices(tx, new Date(), [row.id]);
    return loadProduct(tx, row);
  });
}

/**
 * A new product's row and links, as `createProduct` writes them, without what a caller making many at once does once
 * for all of them (decision 094): the offers in force (`refreshOfferPrices` with every id) and reading it back.
 */
export async function insertProduct(tx: Tx, body: ProductBody, userId: number | null): Promise<ProductRow> {
  await refuseBadReferences(tx, body, undefined);
  const identity = await chooseIdentity(tx, body, body.name, body.category_id, undefined);
  const [row] = await withStockReason(tx, { reason: 'initial', userId }, () =>
    writeIdentity(() =>
      tx
        .insert(products)
        .values({ ...columns(body), ...identity })
        .returning(),
    ),
  );
  if (!row) throw new Error('product not created');
  await writeLinks(tx, row.id, body);
  return row;
}

/**
 * A renamed product keeps its slug unless staff type a new one, so shared links keep working. Its stock is not
 * the form's to change: staff adjust it with a reason (stock-history), so the body's real quantity is ignored.
 */
export async function updateProduct(
  db: Database,
  slug: string,
  body: ProductBody,
  userId: number,
): Promise<Product> {
  return db.transaction(async (tx) => {
    await setPriceAuthor(tx, { reason: 'edit', userId });
    const row = await rewriteProduct(tx, await findProduct(tx, slug), body);
    // Its category, brand or own prices may bring it under an offer or out of one.
    await refreshOfferPrices(tx, new Date(), [row.id]);
    return loadProduct(tx, row);
  });
}

/**
 * A product's row and links rewritten from a body, as `updateProduct` writes them, without what a caller changing
 * many at once does once for all of them (decision 095): the offers in force and reading it back.
 */
export async function rewriteProduct(tx: Tx, current: ProductRow, body: ProductBody): Promise<ProductRow> {
  await tx.select({ id: products.id }).from(products).where(eq(products.id, current.id)).for('update');
  await refuseBadReferences(tx, body, current.id);
  const identity = await chooseIdentity(tx, body, body.name, body.category_id, current.id, current);
  if (body.kind !== 'variable' && current.kind === 'variable') await dropVariations(tx, current.id);
  const { realQuantity: _ignored, ...changes } = columns(body);
  const [row] = await writeIdentity(() =>
    tx
      .update(products)
      .set({ ...changes, ...identity, updatedAt: new Date() })
      .where(eq(products.id, current.id))
      .returning(),
  );
  if (!row) throw new Error('product not updated');
  await writeLinks(tx, row.id, body);
  return row;
}

async function dropVariations(tx: Tx, productId: number): Promise<void> {
  try {
    await tx.delete(productVariations).where(eq(productVariations.productId, productId));
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict('product_in_combo');
    throw error;
  }
}

export async function toggleProduct(db: Database, slug: string, body: ProductToggleBody): Promise<Product> {
  const current = await findProduct(db, slug);
  const set = body.field === 'active' ? { active: body.value } : { visible: body.value };
  const [row] = await db
    .update(products)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(products.id, current.id))
    .returning();
  return loadProduct(db, row ?? current);
}

/**
 * A product that combos include cannot go. Orders do not exist yet; when they do, their lines keep the product's
 * name and price, and a product with orders is disabled rather than deleted.
 */
export async function deleteProduct(db: Database, slug: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findProduct(tx, slug);
    try {
      await tx.delete(products).where(eq(products.id, current.id));
    } catch (error) {
      if (isForeignKeyViolation(error)) throw conflict('product_in_combo');
      throw error;
    }
  });
}
