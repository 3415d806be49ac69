import type { ProductBody } from '@shop/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { FieldErrorKeys } from '../../lib/domain-errors';
import { brands, categories, units } from '../taxonomy';
import { products } from './products.table';
import { productVariations } from './variations.table';

async function missingIds(tx: Tx, table: typeof categories | typeof brands | typeof units, ids: number[]) {
  if (!ids.length) return [];
  const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/** Every id the body names must exist and fit: 422 on the field that names one that does not. */
export async function checkReferences(
  tx: Tx,
  body: ProductBody,
  selfId: number | undefined,
): Promise<FieldErrorKeys> {
  const errors: FieldErrorKeys = {};
  if ((await missingIds(tx, categories, [body.category_id])).length)
    errors.category_id = ['reference_unknown'];
  if ((await missingIds(tx, categories, body.category_ids)).length)
    errors.category_ids = ['reference_unknown'];
  if (body.brand_id !== null && (await missingIds(tx, brands, [body.brand_id])).length) {
    errors.brand_id = ['reference_unknown'];
  }
  if (body.unit_id !== null && (await missingIds(tx, units, [body.unit_id])).length) {
    errors.unit_id = ['reference_unknown'];
  }

  if (body.related_ids.length) {
    const found = await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, body.related_ids));
    if (found.length !== new Set(body.related_ids).size || body.related_ids.includes(selfId ?? 0)) {
      errors.related_ids = ['reference_unknown'];
    }
  }

  if (body.kind !== 'combo' && body.combo_items.length) errors.combo_items = ['combo_items_need_combo'];
  if (body.kind === 'combo' && !body.combo_items.length) errors.combo_items = ['combo_needs_items'];
  if (body.kind !== 'combo') return errors;
  for (const [index, item] of body.combo_items.entries()) {
    const [part] = await tx
      .select({ id: products.id, kind: products.kind })
      .from(products)
      .where(eq(products.id, item.product_id));
    // A combo is made of things with their own stock; a combo inside a combo would hide that.
    if (!part || part.kind === 'combo' || part.id === selfId) {
      errors[`combo_items.${index}.product_id`] = ['reference_unknown'];
      continue;
    }
    if (item.variation_id !== null) {
      const [variation] = await tx
        .select({ id: productVariations.id })
        .from(productVariations)
        .where(and(eq(productVariations.id, item.variation_id), eq(productVariations.productId, part.id)));
      if (!variation) errors[`combo_items.${index}.variation_id`] = ['reference_unknown'];
    }
  }
  return errors;
}
