import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.table';

/**
 * What staff keep in mind about a person (decision 104): "llamar antes de entregar", "paga siempre por transferencia".
 * One note per user, beside the account rather than in it, so that reading a user (a session, a list) never carries it.
 */
export const userNotes = pgTable('user_notes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  /** Who wrote it last, and when. */
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
