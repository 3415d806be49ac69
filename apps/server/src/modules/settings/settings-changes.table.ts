import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users';

/** Who changed which setting and when (issue 14): every successful write of a route that needs update_settings. */
export const settingsChanges = pgTable(
  'settings_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name at the time, so the record still reads after the account is gone. */
    userName: varchar('user_name', { length: 120 }).notNull(),
    /** create, update or delete (POST, PUT/PATCH, DELETE). */
    action: varchar('action', { length: 10 }).notNull(),
    /** The route, as the router matched it: `settings/store`, `content-pages/:id`. */
    area: varchar('area', { length: 100 }).notNull(),
    recordId: integer('record_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('settings_changes_created_at_idx').on(t.createdAt)],
);
