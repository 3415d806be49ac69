import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { pointsOfSale } from '../points-of-sale';
import { products, productVariations } from '../products';

/**
 * Where a stock row's units are (issue 18 §2, decision 032): units per point of sale of a product's own stock or of
 * one variation. Written only by the ledger's triggers (migration 0041) as the real quantity moves with a point
 * named in the transaction (`withStockReason`'s `pointId`); a row's units not on any point are the ones the shop
 * had before it located stock, or has while it has no point of sale.
 */
export const pointStock = pgTable(
  'point_stock',
  {
    pointOfSaleId: integer('point_of_sale_id')
      .notNull()
      .references(() => pointsOfSale.id, { onDelete: 'restrict' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id').references(() => productVariations.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('point_stock_row_idx').on(t.pointOfSaleId, t.productId, sql`coalesce(${t.variationId}, 0)`),
    index('point_stock_product_idx').on(t.productId),
    check('point_stock_quantity_check', sql`${t.quantity} >= 0`),
  ],
);
export type PointStockRow = typeof pointStock.$inferSelect;
