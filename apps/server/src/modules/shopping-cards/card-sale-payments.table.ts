import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users';
import { cardSales } from './card-sales.table';

/**
 * Every payment a provider reported for a card sale (decision 023): the one that settled it, and any that came for it
 * once settled or cancelled, or for another amount, which staff give back through the provider. Each keeps its own
 * reference, so a second payment never hides the first.
 */
export const cardSalePayments = pgTable(
  'shopping_card_sale_payments',
  {
    id: serial('id').primaryKey(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => cardSales.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 20 }).notNull(),
    /** Minor units and ISO 4217 lower case, as the provider reported them. */
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    reference: varchar('reference', { length: 100 }),
    /** This payment settled the sale (its card was issued or credited). */
    counted: boolean('counted').notNull().default(false),
    /** To be given back by staff: it came for a closed sale or for another amount. Cleared when given back. */
    refundDue: boolean('refund_due').notNull().default(false),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: integer('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The provider's id of the refund, to find it in the provider's records. */
    refundReference: varchar('refund_reference', { length: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shopping_card_sale_payments_sale_idx').on(t.saleId, t.createdAt),
    // The few payments owed back, for the sales list's filter.
    index('shopping_card_sale_payments_refund_due_idx').on(t.saleId).where(sql`${t.refundDue}`),
  ],
);
export type CardSalePaymentRow = typeof cardSalePayments.$inferSelect;
