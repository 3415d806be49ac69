import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { coins } from './coins.table';

export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: serial('id').primaryKey(),
    // A coin's rate history stays while the coin exists: refusing to delete it keeps past prices explainable.
    coinId: integer('coin_id')
      .notNull()
      .references(() => coins.id, { onDelete: 'restrict' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** Units of the coin one unit of the base coin buys, exact to six places. */
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Also the index of the rate in force: coin_id = ? and date <= ? order by date desc limit 1.
    unique('exchange_rates_coin_date_key').on(t.coinId, t.date),
    index('exchange_rates_date_idx').on(t.date),
    check('exchange_rates_rate_positive', sql`${t.rate} > 0`),
  ],
);

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
