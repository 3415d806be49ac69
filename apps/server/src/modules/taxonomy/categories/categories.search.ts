import type { CategoryListQuery, CategoryListReply } from '@shop/contracts';
import { and, asc, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { listMeta, pageOffset } from '../../../lib/pagination';
import { foldedOrder, matchesEveryWord } from '../../../lib/text-search';
import { categories } from './categories.table';
import { selectCategories, toCategory } from './category-view';

// The id breaks ties, so that a page never repeats or skips a category.
const ORDERS: Record<CategoryListQuery['sort'], SQL[]> = {
  priority: [asc(categories.priority), asc(foldedOrder(categories.name)), asc(categories.id)],
  '-priority': [desc(categories.priority), asc(foldedOrder(categories.name)), desc(categories.id)],
  name: [asc(foldedOrder(categories.name)), asc(categories.id)],
  '-name': [desc(foldedOrder(categories.name)), desc(categories.id)],
  created_at: [asc(categories.createdAt), asc(categories.id)],
  '-created_at': [desc(categories.createdAt), desc(categories.id)],
};

function parentFilter(parentId: CategoryListQuery['parent_id']): SQL | undefined {
  if (parentId === undefined) return undefined;
  return parentId === 'root' ? isNull(categories.parentId) : eq(categories.parentId, parentId);
}

export async function listCategories(db: DbOrTx, query: CategoryListQuery): Promise<CategoryListReply> {
  const where = and(
    matchesEveryWord([categories.name, categories.slug], query.search),
    parentFilter(query.parent_id),
    query.active === undefined ? undefined : eq(categories.active, query.active === 'true'),
  );
  const [rows, [totals]] = await Promise.all([
    selectCategories(db, where)
      .orderBy(...ORDERS[query.sort])
      .limit(query.per_page)
      .offset(pageOffset(query.page, query.per_page)),
    db.select({ total: count() }).from(categories).where(where),
  ]);
  return { data: rows.map(toCategory), meta: listMeta(query.page, query.per_page, totals?.total ?? 0) };
}
