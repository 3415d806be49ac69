import type { AttributeBody, AttributeDetail } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../../../db/client';
import { conflict, notFound } from '../../../lib/domain-errors';
import { isForeignKeyViolation } from '../../../lib/pg-errors';
import { refuseDuplicates, type UniqueRule, writeUnique } from '../../../lib/unique-fields';
import { chooseSlug } from '../slugs';
import { IN_USE_MESSAGE, isInUse } from '../usage-checks';
import { selectAttributes, toAttribute } from './attribute-view';
import { attributes, attributeTerms } from './attributes.table';
import { termsOf } from './terms.service';

/** One attribute with all its terms: the {id} screen. */
export async function getAttribute(db: DbOrTx, id: number): Promise<AttributeDetail> {
  const [row] = await selectAttributes(db, eq(attributes.id, id)).limit(1);
  if (!row) throw notFound();
  return { ...toAttribute(row), terms: await termsOf(db, id) };
}

export async function createAttribute(db: Database, body: AttributeBody): Promise<AttributeDetail> {
  return db.transaction(async (tx) => {
    const slug = await chooseSlug(body.slug, body.name, (s) => slugTaken(tx, s));
    const rules = uniqueRules(body.name, slug);
    await refuseDuplicates(tx, attributes, attributes.id, rules, undefined);
    const [row] = await writeUnique(rules, () =>
      tx.insert(attributes).values({ name: body.name, slug }).returning({ id: attributes.id }),
    );
    return getAttribute(tx, (row as { id: number }).id);
  });
}

/** A renamed attribute keeps its slug unless staff type a new one: shared filter links keep working. */
export async function updateAttribute(
  db: Database,
  id: number,
  body: AttributeBody,
): Promise<AttributeDetail> {
  return db.transaction(async (tx) => {
    const current = await lockAttribute(tx, id);
    const slug = body.slug ?? current.slug;
    const rules = uniqueRules(body.name, slug);
    await refuseDuplicates(tx, attributes, attributes.id, rules, id);
    await writeUnique(rules, () =>
      tx
        .update(attributes)
        .set({ name: body.name, slug, updatedAt: new Date() })
        .where(eq(attributes.id, id)),
    );
    return getAttribute(tx, id);
  });
}

/** Deleting an attribute deletes its terms, so it is refused when variations use it or any of its terms. */
export async function deleteAttribute(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAttribute(tx, id);
    if (await isInUse(tx, 'attribute', id)) throw conflict(IN_USE_MESSAGE.attribute);
    const terms = await tx
      .select({ id: attributeTerms.id })
      .from(attributeTerms)
      .where(eq(attributeTerms.attributeId, id));
    for (const term of terms) {
      if (await isInUse(tx, 'term', term.id)) throw conflict(IN_USE_MESSAGE.term);
    }
    try {
      await tx.delete(attributes).where(eq(attributes.id, id));
    } catch (error) {
      if (isForeignKeyViolation(error)) throw conflict(IN_USE_MESSAGE.attribute);
      throw error;
    }
  });
}

async function lockAttribute(tx: Tx, id: number) {
  const [row] = await tx.select().from(attributes).where(eq(attributes.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

function uniqueRules(name: string, slug: string): UniqueRule[] {
  return [
    {
      field: 'name',
      same: sql`lower(${attributes.name}) = lower(${name})`,
      constraint: 'attributes_name_key',
    },
    { field: 'slug', same: eq(attributes.slug, slug), constraint: 'attributes_slug_unique' },
  ];
}

async function slugTaken(tx: Tx, slug: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: attributes.id })
    .from(attributes)
    .where(eq(attributes.slug, slug))
    .limit(1);
  return row !== undefined;
}
