import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 50 }).notNull(),
    slug: varchar('slug', { length: 60 }).notNull().unique(),
    description: varchar('description', { length: 300 }).notNull().default(''),
    priority: integer('priority').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Two subcategories "Accesorios" may live under different parents, not under the same one.
    uniqueIndex('categories_parent_name_key').on(sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`),
    index('categories_parent_id_idx').on(t.parentId),
    index('categories_priority_idx').on(t.priority, t.name),
  ],
);

export type CategoryRow = typeof categories.$inferSelect;
