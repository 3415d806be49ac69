import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { products, productVariations } from '../products';
import type { StockHold } from '../stock';
import { users } from '../users';

/** A shopper's cart: a signed-in user's (one each), or an anonymous visitor's found by the `cart` cookie. */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the visitor's cookie token, so a leaked database does not hand out carts. */
    tokenHash: varchar('token_hash', { length: 64 }).unique(),
    /** A visitor's client address as last seen: what all the carts of one address hold is capped (decision 012). */
    clientAddress: varchar('client_address', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('carts_client_address_idx').on(t.clientAddress).where(sql`${t.userId} is null`)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    // Restrict: a line holds units of the product's stock rows, which only the cart may give back.
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    variationId: integer('variation_id').references(() => productVariations.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    /** How many of the line's units hold stock: all for a signed-in shopper, up to the caps for a visitor. */
    heldQuantity: integer('held_quantity').notNull(),
    /** The units this line holds (SPEC §4: carts count against availability) until it expires or is ordered. */
    holds: jsonb('holds').$type<StockHold[]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_line_key').on(t.cartId, t.productId, sql`coalesce(${t.variationId}, 0)`),
    index('cart_items_expires_idx').on(t.expiresAt),
  ],
);

export type CartItemRow = typeof cartItems.$inferSelect;

/**
 * What a signed-in shopper took out of their cart to buy later (decision 105): no units held, priced when shown, put
 * back in the cart with the quantity it had. One row per product and variation per shopper.
 */
export const savedLines = pgTable(
  'saved_lines',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id').references(() => productVariations.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_lines_line_key').on(t.userId, t.productId, sql`coalesce(${t.variationId}, 0)`),
    index('saved_lines_product_idx').on(t.productId),
  ],
);
