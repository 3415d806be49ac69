import type { Brand, BrandBody } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../../../db/client';
import { conflict, notFound } from '../../../lib/domain-errors';
import { isForeignKeyViolation } from '../../../lib/pg-errors';
import { refuseDuplicates, type UniqueRule, writeUnique } from '../../../lib/unique-fields';
import { chooseSlug } from '../slugs';
import { IN_USE_MESSAGE, isInUse } from '../usage-checks';
import { toBrand } from './brand-view';
import { type BrandRow, brands } from './brands.table';

export async function getBrand(db: DbOrTx, id: number): Promise<Brand> {
  const [row] = await db.select().from(brands).where(eq(brands.id, id));
  if (!row) throw notFound();
  return toBrand(row);
}

export async function createBrand(db: Database, body: BrandBody): Promise<Brand> {
  return db.transaction(async (tx) => {
    const slug = await chooseSlug(body.slug, body.name, (s) => slugTaken(tx, s));
    const rules = uniqueRules(body.name, slug);
    await refuseDuplicates(tx, brands, brands.id, rules, undefined);
    const [row] = await writeUnique(rules, () =>
      tx.insert(brands).values({ name: body.name, slug, active: body.active }).returning(),
    );
    return toBrand(row as BrandRow);
  });
}

/** A renamed brand keeps its slug unless staff type a new one: shared links keep working. */
export async function updateBrand(db: Database, id: number, body: BrandBody): Promise<Brand> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(brands).where(eq(brands.id, id)).for('update');
    if (!current) throw notFound();
    const slug = body.slug ?? current.slug;
    const rules = uniqueRules(body.name, slug);
    await refuseDuplicates(tx, brands, brands.id, rules, id);
    const [row] = await writeUnique(rules, () =>
      tx
        .update(brands)
        .set({ name: body.name, slug, active: body.active, updatedAt: new Date() })
        .where(eq(brands.id, id))
        .returning(),
    );
    return toBrand(row as BrandRow);
  });
}

export async function deleteBrand(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, id)).for('update');
    if (!current) throw notFound();
    if (await isInUse(tx, 'brand', id)) throw conflict(IN_USE_MESSAGE.brand);
    try {
      await tx.delete(brands).where(eq(brands.id, id));
    } catch (error) {
      if (isForeignKeyViolation(error)) throw conflict(IN_USE_MESSAGE.brand);
      throw error;
    }
  });
}

function uniqueRules(name: string, slug: string): UniqueRule[] {
  return [
    { field: 'name', same: sql`lower(${brands.name}) = lower(${name})`, constraint: 'brands_name_key' },
    { field: 'slug', same: eq(brands.slug, slug), constraint: 'brands_slug_unique' },
  ];
}

async function slugTaken(tx: Tx, slug: string): Promise<boolean> {
  const [row] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.slug, slug)).limit(1);
  return row !== undefined;
}
