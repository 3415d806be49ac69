import { sql } from 'drizzle-orm';
import { boolean, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const coins = pgTable(
  'coins',
  {
    id: serial('id').primaryKey(),
    /** The code people know the coin by (USD, MLC), stored upper-cased so uniqueness ignores case. */
    shortName: varchar('short_name', { length: 12 }).notNull().unique(),
    name: varchar('name', { length: 50 }).notNull(),
    symbol: varchar('symbol', { length: 12 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    isBase: boolean('is_base').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Prices are kept in one coin only.
  (t) => [uniqueIndex('coins_one_base_key').on(t.isBase).where(sql`${t.isBase}`)],
);

export type CoinRow = typeof coins.$inferSelect;
