import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** The fixed meanings the shop's own logic relies on; staff may rename these statuses but not delete them. */
export const ORDER_STATUS_ROLES = ['initial', 'cancelled'] as const;
export type OrderStatusRole = (typeof ORDER_STATUS_ROLES)[number];

/** The statuses a fresh shop starts with, by the message key of their name (`messages.ts`: `order_status_<key>`). */
export const ORDER_STATUS_KEYS = [
  'pending',
  'confirmed',
  'preparing',
  'on_the_way',
  'delivered',
  'cancelled',
] as const;
export type OrderStatusKey = (typeof ORDER_STATUS_KEYS)[number];

export const orderStatuses = pgTable(
  'order_statuses',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    /** "#rrggbb", the badge colour in the screens. */
    color: varchar('color', { length: 7 }).notNull().default('#228be6'),
    /** Orders the list of statuses; lower first. */
    position: integer('position').notNull().default(0),
    /** Orders in this status hold their units (SPEC §4: real availability subtracts them) until stock is discounted. */
    countsAgainstAvailability: boolean('counts_against_availability').notNull().default(true),
    /** Nothing follows a final status: the order is closed. */
    isFinal: boolean('is_final').notNull().default(false),
    role: varchar('role', { length: 20 }).$type<OrderStatusRole>(),
    /**
     * A status the shop named itself (the seed's): its name's message key, so that each reader reads it in their
     * language (decision 087). Dropped when staff rename it: their words are shown as they wrote them.
     */
    key: varchar('key', { length: 20 }).$type<OrderStatusKey>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_statuses_name_key').on(sql`lower(${t.name})`),
    uniqueIndex('order_statuses_role_key').on(t.role),
    uniqueIndex('order_statuses_key_key').on(t.key),
  ],
);

export type OrderStatusRow = typeof orderStatuses.$inferSelect;
