import { STORE_REQUEST_STATUSES } from '@shop/contracts';
import {
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { orders } from '../orders';
import { products, productVariations } from '../products';
import type { StockHold } from '../stock';
import { users } from '../users';

export const storeRequestStatus = pgEnum('store_request_status', STORE_REQUEST_STATUSES);

/** A wholesaler's reservation (SPEC §1 "wholesalers can make reservations"; decision 031). */
export const storeRequests = pgTable(
  'store_requests',
  {
    id: serial('id').primaryKey(),
    // Kept when the account is deleted: staff still see what was reserved and ordered.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Copied at request time, so the list reads the same after the account changes or goes. */
    customerName: varchar('customer_name', { length: 200 }).notNull(),
    customerEmail: varchar('customer_email', { length: 255 }).notNull(),
    status: storeRequestStatus('status').notNull().default('pending'),
    wantedOn: date('wanted_on', { mode: 'string' }).notNull(),
    note: varchar('note', { length: 250 }),
    reason: varchar('reason', { length: 250 }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    locale: varchar('locale', { length: 5 }).notNull().default('es-ES'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('store_requests_status_idx').on(t.status, t.wantedOn),
    index('store_requests_user_idx').on(t.userId, t.id),
  ],
);
export type StoreRequestRow = typeof storeRequests.$inferSelect;

export const storeRequestLines = pgTable(
  'store_request_lines',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => storeRequests.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id').references(() => productVariations.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** The stock rows the line holds while the request is approved (a combo holds its parts); empty otherwise. */
    holds: jsonb('holds').$type<StockHold[]>().notNull().default([]),
  },
  (t) => [index('store_request_lines_request_idx').on(t.requestId)],
);
