import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { brands, categories } from '../taxonomy';
import { offers, products } from './products.table';

/** What each offer (products.table.ts) names: products, categories (with their subcategories) and brands. */

export const offerProducts = pgTable(
  'offer_products',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.productId] }),
    index('offer_products_product_idx').on(t.productId),
  ],
);

export const offerCategories = pgTable(
  'offer_categories',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.categoryId] })],
);

export const offerBrands = pgTable(
  'offer_brands',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.brandId] })],
);
