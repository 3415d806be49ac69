import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Every provider event the shop accepted (signature checked), once: the unique (provider, event) pair turns a replayed
 * event into a no-op. `outcome` says what it did to its order or card sale.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 20 }).notNull(),
    eventId: varchar('event_id', { length: 100 }).notNull(),
    type: varchar('type', { length: 60 }).notNull(),
    orderId: integer('order_id'),
    cardSaleId: integer('card_sale_id'),
    amount: integer('amount'),
    currency: varchar('currency', { length: 3 }),
    outcome: varchar('outcome', { length: 20 }).notNull().default('received'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_provider_event_key').on(t.provider, t.eventId),
    index('payment_events_order_idx').on(t.orderId),
  ],
);
