import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { products } from './products.table';

/** `path` is the stored base name (a content hash); the served sizes add a suffix to it. */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    path: varchar('path', { length: 200 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    isMain: boolean('is_main').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_images_product_idx').on(t.productId, t.position),
    // Exactly one main image per product, kept by the database.
    uniqueIndex('product_images_main_key').on(t.productId).where(sql`${t.isMain}`),
  ],
);

export type ProductImageRow = typeof productImages.$inferSelect;
