import type { Attribute, Term } from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { type AttributeRow, attributes, attributeTerms, type TermRow } from './attributes.table';

// Written out with its own alias: drizzle leaves columns unqualified in a select without joins, and an
// unqualified "id" inside the subquery would name the term's id, not the attribute's.
const termsCount =
  sql<number>`(select count(*) from ${attributeTerms} as term where term.attribute_id = "attributes"."id")`.mapWith(
    Number,
  );

export function selectAttributes(db: DbOrTx, where: SQL | undefined) {
  return db.select({ attribute: attributes, termsCount }).from(attributes).where(where).$dynamic();
}

export function toAttribute(row: { attribute: AttributeRow; termsCount: number }): Attribute {
  const { attribute } = row;
  return {
    id: attribute.id,
    name: attribute.name,
    slug: attribute.slug,
    terms_count: row.termsCount,
    created_at: attribute.createdAt.toISOString(),
    updated_at: attribute.updatedAt.toISOString(),
  };
}

export function toTerm(row: TermRow): Term {
  return {
    id: row.id,
    attribute_id: row.attributeId,
    name: row.name,
    slug: row.slug,
    priority: row.priority,
  };
}
