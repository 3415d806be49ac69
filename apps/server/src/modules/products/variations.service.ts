import type { Product, VariationsBody } from '@shop/contracts';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { conflict, type FieldErrorKeys, invalidFields } from '../../lib/domain-errors';
import { isForeignKeyViolation } from '../../lib/pg-errors';
import { attributes, attributeTerms } from '../taxonomy';
import { findProduct, loadProduct } from './load-product';
import { setPriceAuthor } from './price-author';
import { skuTaken, writeIdentity } from './product-identity';
import { productImages } from './product-images.table';
import { products } from './products.table';
import { withStockReason } from './stock-reason';
import { variationErrors } from './variation-rules';
import { productVariations, variationTerms } from './variations.table';

async function knownTerms(tx: Tx, body: VariationsBody) {
  const attributeIds = [...new Set(body.variations.flatMap((v) => v.terms.map((t) => t.attribute_id)))];
  const known = new Map<number, Set<number>>();
  if (!attributeIds.length) return known;
  const found = await tx
    .select({ id: attributes.id })
    .from(attributes)
    .where(inArray(attributes.id, attributeIds));
  for (const a of found) known.set(a.id, new Set());
  const terms = await tx
    .select({ id: attributeTerms.id, attributeId: attributeTerms.attributeId })
    .from(attributeTerms)
    .where(inArray(attributeTerms.attributeId, attributeIds));
  for (const term of terms) known.get(term.attributeId)?.add(term.id);
  return known;
}

async function skuErrors(tx: Tx, productId: number, body: VariationsBody): Promise<FieldErrorKeys> {
  const errors: FieldErrorKeys = {};
  const typed = new Set<string>();
  for (const [i, variation] of body.variations.entries()) {
    if (!variation.sku) continue;
    const taken =
      typed.has(variation.sku) || (await skuTaken(tx, variation.sku, { productIdOfVariations: productId }));
    if (taken) errors[`variations.${i}.sku`] = ['duplicates_not_allowed'];
    typed.add(variation.sku);
  }
  return errors;
}

async function imageErrors(tx: Tx, productId: number, body: VariationsBody): Promise<FieldErrorKeys> {
  const wanted = body.variations.flatMap((v) => (v.image_id === null ? [] : [v.image_id]));
  if (!wanted.length) return {};
  const own = await tx
    .select({ id: productImages.id })
    .from(productImages)
    .where(and(eq(productImages.productId, productId), inArray(productImages.id, wanted)));
  const ids = new Set(own.map((r) => r.id));
  const errors: FieldErrorKeys = {};
  body.variations.forEach((v, i) => {
    if (v.image_id !== null && !ids.has(v.image_id))
      errors[`variations.${i}.image_id`] = ['reference_unknown'];
  });
  return errors;
}

/**
 * Replaces a variable product's variations with the given set. Variations sent with their id are kept and updated
 * (a combo may include them); the others are made anew, and those left out are removed unless a combo uses them.
 * A new variation's quantity is the first row of its stock ledger, by `userId`; a kept one keeps its stock, which
 * staff adjust with a reason (stock-history).
 */
export async function replaceVariations(
  db: Database,
  slug: string,
  body: VariationsBody,
  userId: number | null,
): Promise<Product> {
  return db.transaction(async (tx) => {
    if (userId !== null) await setPriceAuthor(tx, { reason: 'edit', userId });
    const product = await findProduct(tx, slug);
    await tx.select({ id: products.id }).from(products).where(eq(products.id, product.id)).for('update');
    if (product.kind !== 'variable') throw invalidFields({ variations: ['variations_need_variable'] });

    const existing = await tx
      .select({ id: productVariations.id, sku: productVariations.sku })
      .from(productVariations)
      .where(eq(productVariations.productId, product.id));
    const existingIds = new Set(existing.map((v) => v.id));
    const errors: FieldErrorKeys = {
      ...variationErrors(body.variations, await knownTerms(tx, body)),
      ...(await skuErrors(tx, product.id, body)),
      ...(await imageErrors(tx, product.id, body)),
    };
    body.variations.forEach((v, i) => {
      if (v.id !== undefined && !existingIds.has(v.id)) errors[`variations.${i}.id`] = ['reference_unknown'];
    });
    if (Object.keys(errors).length) throw invalidFields(errors);

    const keep = body.variations.flatMap((v) => (v.id === undefined ? [] : [v.id]));
    try {
      await tx
        .delete(productVariations)
        .where(
          and(
            eq(productVariations.productId, product.id),
            keep.length ? notInArray(productVariations.id, keep) : undefined,
          ),
        );
    } catch (error) {
      if (isForeignKeyViolation(error)) throw conflict('product_in_combo');
      throw error;
    }

    // Kept variations give up their skus first, so two of them may swap skus in one save.
    if (keep.length) {
      for (const id of keep) {
        await tx
          .update(productVariations)
          .set({ sku: `~${id}` })
          .where(eq(productVariations.id, id));
      }
    }
    const usedSkus = new Set(body.variations.flatMap((v) => (v.sku ? [v.sku] : [])));
    let counter = 1;
    const nextSku = async () => {
      for (;;) {
        const candidate = `${product.sku}-${counter++}`.slice(0, 30);
        if (
          !usedSkus.has(candidate) &&
          !(await skuTaken(tx, candidate, { productIdOfVariations: product.id }))
        ) {
          usedSkus.add(candidate);
          return candidate;
        }
      }
    };

    for (const [position, variation] of body.variations.entries()) {
      const previous = existing.find((e) => e.id === variation.id);
      const values = {
        sku: variation.sku ?? previous?.sku ?? (await nextSku()),
        regularPrice: variation.regular_price,
        salePrice: variation.sale_price,
        wholesalePrice: variation.wholesale_price,
        costPrice: variation.cost_price,
        active: variation.active,
        imageId: variation.image_id,
        position,
        updatedAt: new Date(),
      };
      const [row] = await writeIdentity(() =>
        variation.id === undefined
          ? withStockReason(tx, { reason: 'initial', userId }, () =>
              tx
                .insert(productVariations)
                .values({ ...values, realQuantity: variation.real_quantity, productId: product.id })
                .returning({ id: productVariations.id }),
            )
          : tx
              .update(productVariations)
              .set(values)
              .where(eq(productVariations.id, variation.id))
              .returning({ id: productVariations.id }),
      );
      if (!row) throw new Error('variation not saved');
      await tx.delete(variationTerms).where(eq(variationTerms.variationId, row.id));
      await tx.insert(variationTerms).values(
        variation.terms.map((t) => ({
          variationId: row.id,
          attributeId: t.attribute_id,
          termId: t.term_id,
        })),
      );
    }
    await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, product.id));
    return loadProduct(tx, await findProduct(tx, slug));
  });
}
