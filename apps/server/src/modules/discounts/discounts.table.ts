import { DISCOUNT_KINDS } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  pgEnum,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const discountKind = pgEnum('discount_kind', DISCOUNT_KINDS);

/**
 * Cart discounts (issue 17 §1, decision 028): a rule that applies by itself (blank code) or a coupon a shopper types.
 * `uses` counts the orders placed with it, raised under the row's lock at checkout, so a limit holds under races.
 */
export const discounts = pgTable(
  'discounts',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 80 }).notNull(),
    code: varchar('code', { length: 30 }).notNull().default(''),
    kind: discountKind('kind').notNull(),
    value: integer('value').notNull(),
    minSubtotal: integer('min_subtotal').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    enabled: boolean('enabled').notNull().default(true),
    uses: integer('uses').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One coupon per code; rules without a code are many.
  (t) => [uniqueIndex('discounts_code_key').on(t.code).where(sql`${t.code} <> ''`)],
);
export type DiscountRow = typeof discounts.$inferSelect;
