import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { roles } from './roles.table';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    lastname: varchar('lastname', { length: 50 }).notNull(),
    /** Stored lower-cased so that uniqueness ignores case. */
    email: varchar('email', { length: 254 }).notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    enabled: boolean('enabled').notNull().default(true),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * The language the person last used the shop in while signed in (decision 063): what the shop's mails to them
     * are written in when no order or request says otherwise, the staff notices above all.
     */
    locale: varchar('locale', { length: 5 }).notNull().default('es-ES'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_role_id_idx').on(t.roleId), index('users_created_at_idx').on(t.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
