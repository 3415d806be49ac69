import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { attributes, attributeTerms } from '../taxonomy';
import { productImages } from './product-images.table';
import { products } from './products.table';

export const productVariations = pgTable(
  'product_variations',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: varchar('sku', { length: 30 }).notNull().unique(),
    regularPrice: integer('regular_price').notNull(),
    salePrice: integer('sale_price'),
    wholesalePrice: integer('wholesale_price'),
    /** Its own cost per unit (decision 110); null takes the product's. */
    costPrice: integer('cost_price'),
    realQuantity: integer('real_quantity').notNull().default(0),
    /** Units held by cart lines and open orders (modules/stock); what can be sold is real − held. */
    heldQuantity: integer('held_quantity').notNull().default(0),
    imageId: integer('image_id').references(() => productImages.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_variations_product_idx').on(t.productId, t.position)],
);

/** One row per attribute of a variation; a null term means "any term of this attribute". */
export const variationTerms = pgTable(
  'variation_terms',
  {
    variationId: integer('variation_id')
      .notNull()
      .references(() => productVariations.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'restrict' }),
    termId: integer('term_id').references(() => attributeTerms.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.variationId, t.attributeId] }),
    index('variation_terms_attribute_idx').on(t.attributeId),
    index('variation_terms_term_idx').on(t.termId),
  ],
);

export type VariationRow = typeof productVariations.$inferSelect;
