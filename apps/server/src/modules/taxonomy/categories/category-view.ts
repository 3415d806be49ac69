import type { Category } from '@shop/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { type CategoryRow, categories } from './categories.table';

const parent = alias(categories, 'parent');

// Written out with its own alias: drizzle may leave columns unqualified, and an unqualified "id" inside the
// subquery would name the child's id, not the category's.
const childrenCount =
  sql<number>`(select count(*) from ${categories} as child where child.parent_id = "categories"."id")`.mapWith(
    Number,
  );

export function selectCategories(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ category: categories, parentName: parent.name, childrenCount })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(where)
    .$dynamic();
}

export function toCategory(row: {
  category: CategoryRow;
  parentName: string | null;
  childrenCount: number;
}): Category {
  const { category } = row;
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    description: category.description,
    priority: category.priority,
    active: category.active,
    parent_id: category.parentId,
    parent:
      category.parentId === null || row.parentName === null
        ? null
        : { id: category.parentId, name: row.parentName },
    children_count: row.childrenCount,
    created_at: category.createdAt.toISOString(),
    updated_at: category.updatedAt.toISOString(),
  };
}
