import type { DbOrTx } from '../../db/client';
import type { MessageKey } from '../../lib/messages';

export type TaxonomyKind = 'category' | 'brand' | 'attribute' | 'term' | 'unit';

/** Whether something outside the taxonomy (a product, a variation) still uses the thing with this id. */
export type UsageCheck = (tx: DbOrTx, id: number) => Promise<boolean>;

const checks = new Map<TaxonomyKind, Set<UsageCheck>>();

/**
 * How the catalogue tells the taxonomy that it uses a category, brand, attribute, term or unit, without the
 * taxonomy knowing the catalogue's tables. The products module registers its checks when its routes plugin is
 * registered (registering the same function again is a no-op, so every app built in one process shares them). A use
 * through a foreign key with ON DELETE RESTRICT needs no check: the delete fails and is answered with the same
 * message. Returns what takes the check back (a test's own checks must not outlive its file: decision 072).
 */
export function registerUsageCheck(kind: TaxonomyKind, check: UsageCheck): () => void {
  const set = checks.get(kind) ?? new Set();
  set.add(check);
  checks.set(kind, set);
  return () => {
    set.delete(check);
  };
}

export async function isInUse(tx: DbOrTx, kind: TaxonomyKind, id: number): Promise<boolean> {
  for (const check of checks.get(kind) ?? []) if (await check(tx, id)) return true;
  return false;
}

/** SPEC §8 words the refusal for brands, attributes and terms; the others say what uses them. */
export const IN_USE_MESSAGE: Record<TaxonomyKind, MessageKey> = {
  category: 'category_has_products',
  brand: 'used_by_variations',
  attribute: 'used_by_variations',
  term: 'used_by_variations',
  unit: 'unit_in_use',
};
