import { jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Shop settings as named JSON documents; each document's shape is a zod schema in the contracts. */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
