import type { Term, TermBody } from '@shop/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../../../db/client';
import { conflict, notFound } from '../../../lib/domain-errors';
import { isForeignKeyViolation } from '../../../lib/pg-errors';
import { foldedOrder } from '../../../lib/text-search';
import { refuseDuplicates, type UniqueRule, writeUnique } from '../../../lib/unique-fields';
import { chooseSlug } from '../slugs';
import { IN_USE_MESSAGE, isInUse } from '../usage-checks';
import { toTerm } from './attribute-view';
import { attributes, attributeTerms, type TermRow } from './attributes.table';

/** An attribute's terms by priority, then name. */
export async function termsOf(db: DbOrTx, attributeId: number): Promise<Term[]> {
  const rows = await db
    .select()
    .from(attributeTerms)
    .where(eq(attributeTerms.attributeId, attributeId))
    .orderBy(asc(attributeTerms.priority), asc(foldedOrder(attributeTerms.name)), asc(attributeTerms.id));
  return rows.map(toTerm);
}

export async function listTerms(db: DbOrTx, attributeId: number): Promise<Term[]> {
  const [attribute] = await db
    .select({ id: attributes.id })
    .from(attributes)
    .where(eq(attributes.id, attributeId));
  if (!attribute) throw notFound();
  return termsOf(db, attributeId);
}

export async function getTerm(db: DbOrTx, attributeId: number, termId: number): Promise<Term> {
  const [row] = await db.select().from(attributeTerms).where(termWhere(attributeId, termId));
  if (!row) throw notFound();
  return toTerm(row);
}

export async function createTerm(db: Database, attributeId: number, body: TermBody): Promise<Term> {
  return db.transaction(async (tx) => {
    // The attribute stays while its term is added: a term never outlives its attribute.
    const [attribute] = await tx
      .select({ id: attributes.id })
      .from(attributes)
      .where(eq(attributes.id, attributeId))
      .for('share');
    if (!attribute) throw notFound();
    const slug = await chooseSlug(body.slug, body.name, (s) => slugTaken(tx, attributeId, s));
    const rules = uniqueRules(attributeId, body.name, slug);
    await refuseDuplicates(tx, attributeTerms, attributeTerms.id, rules, undefined);
    const [row] = await writeUnique(rules, () =>
      tx
        .insert(attributeTerms)
        .values({ attributeId, name: body.name, slug, priority: body.priority })
        .returning(),
    );
    return toTerm(row as TermRow);
  });
}

/** A renamed term keeps its slug unless staff type a new one. */
export async function updateTerm(
  db: Database,
  attributeId: number,
  termId: number,
  body: TermBody,
): Promise<Term> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(attributeTerms)
      .where(termWhere(attributeId, termId))
      .for('update');
    if (!current) throw notFound();
    const slug = body.slug ?? current.slug;
    const rules = uniqueRules(attributeId, body.name, slug);
    await refuseDuplicates(tx, attributeTerms, attributeTerms.id, rules, termId);
    const [row] = await writeUnique(rules, () =>
      tx
        .update(attributeTerms)
        .set({ name: body.name, slug, priority: body.priority, updatedAt: new Date() })
        .where(eq(attributeTerms.id, termId))
        .returning(),
    );
    return toTerm(row as TermRow);
  });
}

export async function deleteTerm(db: Database, attributeId: number, termId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: attributeTerms.id })
      .from(attributeTerms)
      .where(termWhere(attributeId, termId))
      .for('update');
    if (!current) throw notFound();
    if (await isInUse(tx, 'term', termId)) throw conflict(IN_USE_MESSAGE.term);
    try {
      await tx.delete(attributeTerms).where(eq(attributeTerms.id, termId));
    } catch (error) {
      if (isForeignKeyViolation(error)) throw conflict(IN_USE_MESSAGE.term);
      throw error;
    }
  });
}

function termWhere(attributeId: number, termId: number) {
  return and(eq(attributeTerms.id, termId), eq(attributeTerms.attributeId, attributeId));
}

function uniqueRules(attributeId: number, name: string, slug: string): UniqueRule[] {
  const sameAttribute = sql`${attributeTerms.attributeId} = ${attributeId}`;
  return [
    {
      field: 'name',
      same: sql`${sameAttribute} and lower(${attributeTerms.name}) = lower(${name})`,
      constraint: 'attribute_terms_name_key',
    },
    {
      field: 'slug',
      same: sql`${sameAttribute} and ${attributeTerms.slug} = ${slug}`,
      constraint: 'attribute_terms_slug_key',
    },
  ];
}

async function slugTaken(tx: Tx, attributeId: number, slug: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: attributeTerms.id })
    .from(attributeTerms)
    .where(and(eq(attributeTerms.attributeId, attributeId), eq(attributeTerms.slug, slug)))
    .limit(1);
  return row !== undefined;
}
