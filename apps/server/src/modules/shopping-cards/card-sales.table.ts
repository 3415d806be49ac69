import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { shoppingCards } from '../card-ledger';
import { users } from '../users';

/**
 * A shopper buying a card or recharging one (SPEC /admin/sales_buy_card): it waits as `pending` until its payment is
 * confirmed; then a purchase creates the card and either kind credits it (decision 021). What a provider paid
 * for it is in card-sale-payments.table.ts.
 */
export const cardSales = pgTable(
  'shopping_card_sales',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 10 }).notNull(),
    /** The card recharged, or the card the purchase created once paid. */
    cardId: integer('card_id').references(() => shoppingCards.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    coin: varchar('coin', { length: 12 }).notNull(),
    payForm: varchar('pay_form', { length: 30 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shopping_card_sales_status_idx').on(t.status, t.createdAt),
    index('shopping_card_sales_user_idx').on(t.userId, t.createdAt),
  ],
);
export type CardSaleRow = typeof cardSales.$inferSelect;
