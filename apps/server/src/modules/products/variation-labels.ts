import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { attributeTerms } from '../taxonomy';
import { productVariations, variationTerms } from './variations.table';

/** Each variation's terms as people read them ("Rojo / M"), in the attributes' order. */
export async function variationLabels(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({
      variationId: variationTerms.variationId,
      term: attributeTerms.name,
      sku: productVariations.sku,
    })
    .from(variationTerms)
    .innerJoin(productVariations, eq(productVariations.id, variationTerms.variationId))
    .leftJoin(attributeTerms, eq(attributeTerms.id, variationTerms.termId))
    .where(inArray(variationTerms.variationId, ids))
    .orderBy(asc(variationTerms.attributeId));
  const labels = new Map<number, string[]>();
  for (const row of rows) {
    const list = labels.get(row.variationId) ?? [];
    if (row.term) list.push(row.term);
    labels.set(row.variationId, list);
  }
  return new Map([...labels].map(([id, terms]) => [id, terms.join(' / ')]));
}
