import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { orders } from '../orders';
import { users } from '../users';

/**
 * SPEC §3 Invoice (issue 17 §2, decision 027). Amounts are minor units of the invoice's own coin, computed by the
 * server from its lines; `number` runs from 1 each year without gaps (invoice_counters).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    /** One invoice per order; null for a manual invoice of a sale outside the shop. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    client: varchar('client', { length: 120 }).notNull(),
    contract: varchar('contract', { length: 60 }).notNull().default(''),
    referenceClient: varchar('reference_client', { length: 60 }).notNull().default(''),
    date: date('date').notNull(),
    coin: varchar('coin', { length: 12 }).notNull(),
    exchangeRates: jsonb('exchange_rates').$type<Record<string, string>>().notNull(),
    note: varchar('note', { length: 300 }).notNull().default(''),
    subtotal: integer('subtotal').notNull(),
    taxTotal: integer('tax_total').notNull(),
    total: integer('total').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_year_number_key').on(t.year, t.number),
    uniqueIndex('invoices_order_key').on(t.orderId),
    index('invoices_date_idx').on(t.date, t.id),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: varchar('description', { length: 200 }).notNull(),
    quantity: integer('quantity').notNull(),
    /** Before tax. */
    unitPrice: integer('unit_price').notNull(),
    taxRate: integer('tax_rate').notNull(),
    taxAmount: integer('tax_amount').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.position)],
);

/** The last number given each year. Taken with the invoice in one transaction: a rollback gives the number back. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});
