import type { CategoryNode } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { foldedOrder } from '../../../lib/text-search';
import { type CategoryRow, categories } from './categories.table';

/**
 * Nests categories under their parents, keeping the given order at every level. A category whose parent is
 * not among the rows (an inactive branch on the storefront) is left out with everything below it.
 */
export function nestCategories(rows: readonly CategoryRow[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) {
    const { id, name, slug, description, priority, active } = row;
    nodes.set(id, { id, name, slug, description, priority, active, children: [] });
  }
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as CategoryNode;
    if (row.parentId === null) roots.push(node);
    else nodes.get(row.parentId)?.children.push(node);
  }
  return roots;
}

/** The whole tree ordered by priority then name; only active branches when `activeOnly`. */
export async function categoryTree(db: DbOrTx, activeOnly: boolean): Promise<CategoryNode[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(activeOnly ? eq(categories.active, true) : undefined)
    .orderBy(asc(categories.priority), asc(foldedOrder(categories.name)), asc(categories.id));
  return nestCategories(rows);
}
