import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, timestamp, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const attributes = pgTable(
  'attributes',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 30 }).notNull(),
    slug: varchar('slug', { length: 60 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('attributes_name_key').on(sql`lower(${t.name})`)],
);

export const attributeTerms = pgTable(
  'attribute_terms',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 30 }).notNull(),
    slug: varchar('slug', { length: 60 }).notNull(),
    priority: integer('priority').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attribute_terms_name_key').on(t.attributeId, sql`lower(${t.name})`),
    unique('attribute_terms_slug_key').on(t.attributeId, t.slug),
  ],
);

export type AttributeRow = typeof attributes.$inferSelect;
export type TermRow = typeof attributeTerms.$inferSelect;
