import { STOCK_MOVEMENT_REASONS } from '@shop/contracts';
import { index, integer, pgEnum, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { orders } from '../orders';
import { pointsOfSale } from '../points-of-sale';
import { products, productVariations } from '../products';
import { users } from '../users';

export const stockMovementReason = pgEnum('stock_movement_reason', STOCK_MOVEMENT_REASONS);

/**
 * The stock ledger (issue 18 §1, decision 029): one row per change of a product's or a variation's real quantity.
 * Rows are written by the database's own triggers on `products` and `product_variations` (migration 0038), reading
 * why from the transaction's `shop.stock_*` settings (modules/stock/stock-reason.ts), so no write path can skip one.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The variation whose stock moved; null for the product's own stock. */
    variationId: integer('variation_id').references(() => productVariations.id, { onDelete: 'cascade' }),
    /** Units in (positive) or out (negative). */
    quantity: integer('quantity').notNull(),
    /** The row's real quantity right after this movement. */
    balance: integer('balance').notNull(),
    /** Units a wholesale reservation held (positive) or gave back (negative); the real quantity does not move. */
    reserved: integer('reserved').notNull().default(0),
    reason: stockMovementReason('reason').notNull(),
    note: varchar('note', { length: 250 }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    // References store_requests(id) in migration 0040; not declared here because the store-requests module builds
    // on this one (the modules' imports have no cycles).
    storeRequestId: integer('store_request_id'),
    /** Where the units came in or went out (decision 032); null while the shop had no point of sale. */
    pointOfSaleId: integer('point_of_sale_id').references(() => pointsOfSale.id, { onDelete: 'set null' }),
    // References stock_transfers(id) in migration 0041, like store_request_id above.
    transferId: integer('transfer_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.productId, t.id),
    index('stock_movements_variation_idx').on(t.variationId),
    index('stock_movements_order_idx').on(t.orderId),
    index('stock_movements_point_idx').on(t.pointOfSaleId),
    // The movements report reads a period of the ledger (issue 19).
    index('stock_movements_created_idx').on(t.createdAt, t.id),
  ],
);
export type StockMovementRow = typeof stockMovements.$inferSelect;
