import { index, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { products } from './products.table';
import { productVariations } from './variations.table';

export const comboItems = pgTable(
  'combo_items',
  {
    id: serial('id').primaryKey(),
    comboId: integer('combo_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    variationId: integer('variation_id').references(() => productVariations.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [index('combo_items_combo_idx').on(t.comboId), index('combo_items_product_idx').on(t.productId)],
);
