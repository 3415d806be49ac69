import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { products } from '../products';

/** "Tell me when it is back" (SPEC §3 availability_notification): mailed once, then kept as notified. */
export const availabilityAlerts = pgTable(
  'availability_alerts',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    /** The language the shopper asked in, for the mail. */
    locale: varchar('locale', { length: 5 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    // E-mails arrive lower-cased (the contract's emailSchema).
    uniqueIndex('availability_alerts_product_email_key').on(t.productId, t.email),
    index('availability_alerts_pending_idx').on(t.productId).where(sql`${t.notifiedAt} is null`),
  ],
);

/**
 * Products the staff were told are low (at or under their low-availability threshold, sold out included). A row stays
 * while the product stays low, so the notice goes once per fall; it is removed when the product is restocked above.
 */
export const lowStockNotices = pgTable('low_stock_notices', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
});
