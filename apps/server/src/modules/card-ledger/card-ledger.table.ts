import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../users';

/**
 * Prepaid shopping cards (SPEC §3 "Shopping card"). `balance` is the sum of the card's movements, written in the
 * same transaction as each movement and never below zero (decision 021).
 */
export const shoppingCards = pgTable(
  'shopping_cards',
  {
    id: serial('id').primaryKey(),
    /** 16 random digits: the number is what a shopper types, with the PIN, to pay. */
    number: varchar('number', { length: 16 }).notNull().unique(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** A second user who may see and use the card, or else a named person it is meant for. */
    beneficiaryUserId: integer('beneficiary_user_id').references(() => users.id, { onDelete: 'set null' }),
    beneficiaryName: varchar('beneficiary_name', { length: 50 }),
    coin: varchar('coin', { length: 12 }).notNull(),
    balance: integer('balance').notNull().default(0),
    /** argon2id of the PIN with the server's pepper (lib/pin.ts); null until the owner sets one. */
    pinHash: text('pin_hash'),
    /** Wrong PINs in a row, counted before each check so parallel tries cannot pass the limit together. */
    pinFailures: smallint('pin_failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    origin: varchar('origin', { length: 10 }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shopping_cards_balance_not_negative', sql`${t.balance} >= 0`),
    index('shopping_cards_owner_idx').on(t.ownerId),
    index('shopping_cards_beneficiary_idx').on(t.beneficiaryUserId),
    index('shopping_cards_created_idx').on(t.createdAt, t.id),
  ],
);

/** The ledger: every change of a card's balance, with who, when and what for. Rows are never updated. */
export const cardMovements = pgTable(
  'shopping_card_movements',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => shoppingCards.id, { onDelete: 'restrict' }),
    /** recharge, sale or refund. */
    kind: varchar('kind', { length: 10 }).notNull(),
    /** Signed minor units of the card's coin: a sale is negative. */
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** The order a sale paid or a refund gave back (orders are never deleted, so no foreign key is needed). */
    orderId: integer('order_id'),
    saleId: integer('sale_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    note: varchar('note', { length: 250 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shopping_card_movements_card_idx').on(t.cardId, t.id)],
);

export type ShoppingCardRow = typeof shoppingCards.$inferSelect;
export type CardMovementRow = typeof cardMovements.$inferSelect;
