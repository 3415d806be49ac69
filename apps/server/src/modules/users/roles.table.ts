import { sql } from 'drizzle-orm';
import { pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  /** Stable key of the roles the shop relies on (administrator, wholesaler, customer); null for staff-made roles. */
  key: varchar('key', { length: 30 }).unique(),
  name: varchar('name', { length: 50 }).notNull().unique(),
  permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type RoleRow = typeof roles.$inferSelect;
