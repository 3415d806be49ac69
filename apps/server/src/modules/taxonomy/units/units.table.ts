import { sql } from 'drizzle-orm';
import { pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const units = pgTable(
  'units',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 20 }).notNull(),
    shortName: varchar('short_name', { length: 12 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('units_name_key').on(sql`lower(${t.name})`),
    uniqueIndex('units_short_name_key').on(sql`lower(${t.shortName})`),
  ],
);

export type UnitRow = typeof units.$inferSelect;
