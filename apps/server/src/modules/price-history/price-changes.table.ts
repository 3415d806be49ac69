import { PRICE_CHANGE_REASONS } from '@shop/contracts';
import { index, integer, pgEnum, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { products, productVariations } from '../products';
import { users } from '../users';

export const priceChangeReason = pgEnum('price_change_reason', PRICE_CHANGE_REASONS);

/**
 * The price history (decision 108): one row per change of a product's or a variation's own prices (regular, offer,
 * wholesale and, for a product, its percentage off), with what each was before and after. Rows are written by the
 * database's own triggers on `products` and `product_variations` (migration 0061), reading who and why from the
 * transaction's `shop.price_*` settings (modules/products/price-author.ts), so no write path can skip one. Prices
 * an offer derives (`final_price`) are not own prices: offers keep their own dates.
 */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The variation whose prices changed; null for the product's own. */
    variationId: integer('variation_id').references(() => productVariations.id, { onDelete: 'cascade' }),
    regularBefore: integer('regular_before').notNull(),
    regularAfter: integer('regular_after').notNull(),
    saleBefore: integer('sale_before'),
    saleAfter: integer('sale_after'),
    /** A product's percentage off; null on a variation's row, which has none. */
    discountBefore: integer('discount_before'),
    discountAfter: integer('discount_after'),
    wholesaleBefore: integer('wholesale_before'),
    wholesaleAfter: integer('wholesale_after'),
    reason: priceChangeReason('reason').notNull(),
    /** The percentage of a bulk change. */
    percent: integer('percent'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('price_changes_product_idx').on(t.productId, t.id),
    index('price_changes_variation_idx').on(t.variationId),
  ],
);
export type PriceChangeRow = typeof priceChanges.$inferSelect;
