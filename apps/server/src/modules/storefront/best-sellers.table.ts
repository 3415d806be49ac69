import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { products } from '../products';

/**
 * The shop's best sellers, recomputed from recent order lines by a job (`refreshBestSellers`): the home page reads
 * this short table instead of adding up a month of order lines at every visit.
 */
export const bestSellers = pgTable('best_sellers', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  units: integer('units').notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
});
