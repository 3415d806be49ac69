import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window counters shared by every instance (login and password-reset brute-force limits). */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
