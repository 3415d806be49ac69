import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { invalidFields } from '../../../lib/domain-errors';
import { categories } from './categories.table';

// Any constant key: moves of categories take turns, so two moves at once cannot close a loop together.
const TREE_LOCK = 7_301_001;

/**
 * Refuses a parent that does not exist, and a parent that is the category itself or lies below it: walking up
 * from the new parent must never meet the category.
 */
export async function checkParent(tx: Tx, parentId: number | null, categoryId: number | undefined) {
  if (parentId === null) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK})`);
  const [parent] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, parentId));
  if (!parent) throw invalidFields({ parent_id: ['category_parent_unknown'] });
  if (categoryId === undefined) return;
  const seen = new Set<number>();
  for (let current: number | null = parentId; current !== null && !seen.has(current); ) {
    if (current === categoryId) throw invalidFields({ parent_id: ['category_cycle'] });
    seen.add(current);
    const [row] = await tx
      .select({ parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.id, current));
    current = row?.parentId ?? null;
  }
}
