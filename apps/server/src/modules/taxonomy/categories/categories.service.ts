import type { Category, CategoryBody } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../../../db/client';
import { conflict, notFound } from '../../../lib/domain-errors';
import { isForeignKeyViolation } from '../../../lib/pg-errors';
import { refuseDuplicates, type UniqueRule, writeUnique } from '../../../lib/unique-fields';
import { chooseSlug } from '../slugs';
import { IN_USE_MESSAGE, isInUse } from '../usage-checks';
import { type CategoryRow, categories } from './categories.table';
import { checkParent } from './category-parent';
import { selectCategories, toCategory } from './category-view';

export async function getCategory(db: DbOrTx, id: number): Promise<Category> {
  const [row] = await selectCategories(db, eq(categories.id, id)).limit(1);
  if (!row) throw notFound();
  return toCategory(row);
}

export async function createCategory(db: Database, body: CategoryBody): Promise<Category> {
  return db.transaction(async (tx) => {
    await checkParent(tx, body.parent_id, undefined);
    const slug = await chooseSlug(body.slug, body.name, (s) => slugTaken(tx, s));
    const rules = uniqueRules(body, slug);
    await refuseDuplicates(tx, categories, categories.id, rules, undefined);
    const [row] = await writeUnique(rules, () =>
      tx
        .insert(categories)
        .values({ ...columnsOf(body), slug })
        .returning({ id: categories.id }),
    );
    return getCategory(tx, (row as { id: number }).id);
  });
}

/** A renamed category keeps its slug unless staff type a new one: shared links keep working. */
export async function updateCategory(db: Database, id: number, body: CategoryBody): Promise<Category> {
  return db.transaction(async (tx) => {
    const current = await lockCategory(tx, id);
    if (body.parent_id !== current.parentId) await checkParent(tx, body.parent_id, id);
    const slug = body.slug ?? current.slug;
    const rules = uniqueRules(body, slug);
    await refuseDuplicates(tx, categories, categories.id, rules, id);
    await writeUnique(rules, () =>
      tx
        .update(categories)
        .set({ ...columnsOf(body), slug, updatedAt: new Date() })
        .where(eq(categories.id, id)),
    );
    return getCategory(tx, id);
  });
}

/** Subcategories and products keep their category: staff move or delete them first. */
export async function deleteCategory(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCategory(tx, id);
    const [child] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.parentId, id))
      .limit(1);
    if (child) throw conflict('category_has_children');
    if (await isInUse(tx, 'category', id)) throw conflict(IN_USE_MESSAGE.category);
    try {
      await tx.delete(categories).where(eq(categories.id, id));
    } catch (error) {
      // The row lock keeps new subcategories out, so what still points here is a product.
      if (isForeignKeyViolation(error)) throw conflict(IN_USE_MESSAGE.category);
      throw error;
    }
  });
}

async function lockCategory(tx: Tx, id: number): Promise<CategoryRow> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

function columnsOf(body: CategoryBody) {
  return {
    name: body.name,
    description: body.description,
    priority: body.priority,
    active: body.active,
    parentId: body.parent_id,
  };
}

function uniqueRules(body: CategoryBody, slug: string): UniqueRule[] {
  return [
    {
      field: 'name',
      same: sql`coalesce(${categories.parentId}, 0) = ${body.parent_id ?? 0} and lower(${categories.name}) = lower(${body.name})`,
      constraint: 'categories_parent_name_key',
    },
    { field: 'slug', same: eq(categories.slug, slug), constraint: 'categories_slug_unique' },
  ];
}

async function slugTaken(tx: Tx, slug: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug))
    .limit(1);
  return row !== undefined;
}
